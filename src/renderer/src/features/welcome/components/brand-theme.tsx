import { ConfigProvider, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { brandPalette, type BrandPalette } from '../lib/brand-palette';

export interface BrandThemeProps {
  /** The company's colour, #rrggbb. */
  brandColor: string;
  children(palette: BrandPalette): ReactNode;
}

/** The company's colour as antd's primary colour for the welcome page only; the rest of the app keeps its theme. */
export function BrandTheme({ brandColor, children }: BrandThemeProps) {
  const { token } = theme.useToken();
  const palette = useMemo(
    () => brandPalette(brandColor, [token.colorBgContainer, token.colorBgLayout], token.colorPrimary),
    [brandColor, token.colorBgContainer, token.colorBgLayout, token.colorPrimary],
  );
  const branded = useMemo(
    () => ({
      token: { colorPrimary: palette.accent, colorLink: palette.accent, colorInfo: palette.accent },
      components: { Button: { primaryColor: palette.onAccent } },
    }),
    [palette],
  );
  return <ConfigProvider theme={branded}>{children(palette)}</ConfigProvider>;
}

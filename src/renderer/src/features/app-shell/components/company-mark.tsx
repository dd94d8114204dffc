import { Flex, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { logoForTheme } from '@shared/brand';
import { useCompanyDetails } from '@renderer/lib/company/use-company-lists';
import { useImage } from '@renderer/lib/images/use-image';
import { useThemeChoice } from '@renderer/lib/theme/theme-context';

const LOGO_MAX_HEIGHT = 32;
const LOGO_MAX_WIDTH = 160;
const ICON_SIZE = 20;

/**
 * The company's icon and its logo for the theme in use (`logoForTheme`), as set on
 * /settings/branded-assets. Nothing while the images come or where the company has set none: the
 * header already names the company.
 */
export function CompanyMark({ style }: { style?: CSSProperties }) {
  const { token } = theme.useToken();
  const { mode } = useThemeChoice();
  const company = useCompanyDetails().data;
  const darkLogo = useImage(mode === 'dark' ? (company?.assets.logoDark ?? null) : null);
  const icon = useImage(company?.assets.icon ?? null);
  if (company === undefined) return null;

  // Null: none to show (none set, or it could not be read); undefined: still coming.
  const dataUrlOf = (fileId: string | null, image: typeof icon) => (fileId === null || image.isError ? null : image.data);
  const ownDarkLogo = mode === 'dark' ? dataUrlOf(company.assets.logoDark, darkLogo) : null;
  const iconUrl = dataUrlOf(company.assets.icon, icon);
  // Still coming: wait rather than show the light logo for a moment before the dark one.
  if (ownDarkLogo === undefined || iconUrl === undefined) return null;
  const { logo, onPlate } = logoForTheme(mode, company.logo?.dataUrl ?? null, ownDarkLogo);
  if (logo === null && iconUrl === null) return null;

  return (
    <Flex align="center" gap="small" style={{ minWidth: 0, ...style }}>
      {iconUrl !== null && <img src={iconUrl} alt="" width={ICON_SIZE} height={ICON_SIZE} style={{ flex: 'none', objectFit: 'contain' }} />}
      {logo !== null ? (
        <img
          src={logo}
          alt={`${company.name} logo`}
          style={{
            maxHeight: LOGO_MAX_HEIGHT + (onPlate ? 2 * token.paddingXXS : 0),
            maxWidth: LOGO_MAX_WIDTH,
            minWidth: 0,
            objectFit: 'contain',
            ...(onPlate ? { background: '#ffffff', borderRadius: token.borderRadiusSM, padding: token.paddingXXS } : {}),
          }}
        />
      ) : (
        <Typography.Text ellipsis={{ tooltip: company.name }}>{company.name}</Typography.Text>
      )}
    </Flex>
  );
}

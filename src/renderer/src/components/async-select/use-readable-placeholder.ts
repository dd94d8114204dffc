import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * antd draws a select's placeholder in its faintest text colour, below the 4.5:1 contrast WCAG
 * asks of text; the secondary text colour reads clearly in light and dark and still looks unfilled.
 */
export function useReadablePlaceholder(): { placeholder: CSSProperties } {
  const { token } = theme.useToken();
  return { placeholder: { color: token.colorTextSecondary } };
}

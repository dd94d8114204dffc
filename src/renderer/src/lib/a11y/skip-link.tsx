import { theme } from 'antd';
import { useState } from 'react';
import { focusMainContent, MAIN_CONTENT_ID } from './main-content';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The first tab stop of every page: it jumps past the sidebar and header to the page's content.
 * Out of sight until it has focus, then drawn over the top left corner.
 */
export function SkipLink() {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus by script: the router would otherwise take the hash for a navigation.
        event.preventDefault();
        focusMainContent(false);
      }}
      className={focused ? undefined : 'sr-only'}
      style={
        focused
          ? {
              position: 'fixed',
              insetBlockStart: token.marginXS,
              insetInlineStart: token.marginXS,
              zIndex: token.zIndexPopupBase + 100,
              padding: `${token.paddingXS}px ${token.padding}px`,
              background: token.colorBgElevated,
              color: token.colorText,
              border: `${token.lineWidthFocus}px solid ${token.colorPrimary}`,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadow,
            }
          : undefined
      }
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}

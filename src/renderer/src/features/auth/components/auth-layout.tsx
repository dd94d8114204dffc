import { theme } from 'antd';
import type { ReactNode } from 'react';
import { FORM_MAX_WIDTH_PX } from '@shared/constants';
import { MAIN_CONTENT_ID } from '@renderer/lib/a11y/main-content';
import { SkipLink } from '@renderer/lib/a11y/skip-link';
import { AuthHeading } from './auth-heading';
import { MarketingPanel } from './marketing-panel';

/** Spec section 2: marketing panel beside the form area, heading by route, copyright footer. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: token.colorBgContainer }}>
      <SkipLink />
      <MarketingPanel />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ outline: 'none', flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '32px 24px' }}
        >
          <div style={{ width: '100%', maxWidth: FORM_MAX_WIDTH_PX }}>
            <AuthHeading />
            {children}
          </div>
        </main>
        <footer style={{ textAlign: 'center', padding: '16px 24px', color: token.colorTextSecondary }}>
          © {new Date().getFullYear()} HCM. All rights reserved.
        </footer>
      </div>
    </div>
  );
}

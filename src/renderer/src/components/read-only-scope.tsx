import { Alert, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useLoginAs } from '@renderer/lib/session/use-read-only';

export const READ_ONLY_TEXT = {
  notice: (admin: string) => `Changes are turned off while ${admin} is logged in as this user.`,
} as const;

/**
 * Spec section 4, once for every screen: while an administrator is logged in as another user, every
 * antd control inside (inputs, selects, checkboxes, buttons, uploads, forms) is disabled from the
 * first render, through ConfigProvider's `componentDisabled`, under one notice saying why. What only
 * reads or moves around (filters, search, paging, Retry, links) opts out with AllowWhileReadOnly.
 */
export function ReadOnlyScope({ children }: { children: ReactNode }) {
  const admin = useLoginAs();
  if (admin === null) return children;
  return (
    <ConfigProvider componentDisabled>
      <Alert type="info" showIcon title={READ_ONLY_TEXT.notice(admin)} style={{ marginBottom: 16 }} />
      {children}
    </ConfigProvider>
  );
}

/** Controls that change nothing (filters, search, Retry, going elsewhere) stay usable inside a ReadOnlyScope. */
export function AllowWhileReadOnly({ children }: { children: ReactNode }) {
  return <ConfigProvider componentDisabled={false}>{children}</ConfigProvider>;
}

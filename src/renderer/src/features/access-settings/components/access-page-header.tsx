import { Alert, Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { AccessNav } from './access-nav';

export interface AccessPageHeaderProps {
  title: string;
  intro: string;
  /** The page's primary action, top right. */
  action?: ReactNode;
  /** Why the page is read-only here; null when it may be changed. */
  readOnlyReason: string | null;
}

/** What every access page starts with: where it is, what it is for, the other access pages, and why it is read-only. */
export function AccessPageHeader({ title, intro, action, readOnlyReason }: AccessPageHeaderProps) {
  return (
    <>
      <Breadcrumb items={[{ title: <Link to={ROUTES.settings}>Settings</Link> }, { title: <Link to={ROUTES.settingsPermissions}>Access</Link> }, { title }]} />
      <Flex wrap gap="middle" justify="space-between" align="start">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={1}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        </div>
        {action}
      </Flex>
      <AccessNav />
      {readOnlyReason !== null && <Alert type="info" showIcon title={readOnlyReason} />}
    </>
  );
}

import { Alert, Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@shared/routes';

export interface SettingsPageHeaderProps {
  title: string;
  /** What the screen is for. */
  intro: ReactNode;
  /** The screens between Settings and this one in the breadcrumb. */
  trail?: readonly { title: string; path: string }[];
  /** The screen's primary action, top right. */
  action?: ReactNode;
  /** Links to the screens beside this one, under the intro. */
  nav?: ReactNode;
  /** Why the screen is read-only here; null when it may be changed. */
  readOnlyReason: string | null;
}

/** What a settings screen starts with: where it is, what it is for, the screens beside it, and why it is read-only. */
export function SettingsPageHeader({ title, intro, trail = [], action, nav, readOnlyReason }: SettingsPageHeaderProps) {
  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link to={ROUTES.settings}>Settings</Link> },
          ...trail.map((step) => ({ title: <Link to={step.path}>{step.title}</Link> })),
          { title },
        ]}
      />
      <Flex wrap gap="middle" justify="space-between" align="start">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={1}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        </div>
        {action}
      </Flex>
      {nav}
      {readOnlyReason !== null && <Alert type="info" showIcon title={readOnlyReason} />}
    </>
  );
}

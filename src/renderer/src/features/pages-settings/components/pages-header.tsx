import { Alert, Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@shared/routes';

export interface PagesHeaderProps {
  title: string;
  /** What the screen is for, with a link to the other welcome pages screen. */
  intro: ReactNode;
  /** The screen's primary action, top right. */
  action?: ReactNode;
  /** Why the screen is read-only here; null when it may be changed. */
  readOnlyReason: string | null;
}

/** What both welcome pages screens start with: where they are, what they are for, and why they are read-only. */
export function PagesHeader({ title, intro, action, readOnlyReason }: PagesHeaderProps) {
  return (
    <>
      <Breadcrumb items={[{ title: <Link to={ROUTES.settings}>Settings</Link> }, { title }]} />
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={1}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        </div>
        {action}
      </Flex>
      {readOnlyReason !== null && <Alert type="info" showIcon title={readOnlyReason} />}
    </>
  );
}

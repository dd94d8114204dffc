import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@shared/contract/user';
import { ONBOARDING_AREA_PATHS } from '@shared/onboarding-pages';
import { onboardingPermission } from '@shared/permissions';
import { ROUTES } from '@shared/routes';
import { AreasCard } from './areas-card';
import { CompanyCard } from './company-card';
import { IdentityCard } from './identity-card';
import { MyDayCard } from './my-day-card';

export interface HomePageProps {
  user: Pick<SessionUser, 'fullName' | 'firstName' | 'email' | 'role' | 'kind' | 'permissions'>;
  entries: readonly string[];
  hasPage(path: string): boolean;
}

const VIEW_NEW_HIRES = onboardingPermission('new_hires', 'view');

/** The landing screen: the user's own day first, then who they are, their company, and where they may go. */
export function HomePage({ user, entries, hasPage }: HomePageProps) {
  const welcomePath = ONBOARDING_AREA_PATHS.welcome;
  const seesHires = user.kind === 'staff' && user.permissions.includes(VIEW_NEW_HIRES);
  return (
    <>
      <Typography.Title level={1}>Welcome, {user.firstName}</Typography.Title>
      <Row gutter={[24, 24]}>
        {user.kind === 'new_hire' && entries.includes(welcomePath) && hasPage(welcomePath) ? (
          <Col span={24}>
            <Card title="Your welcome">
              <Typography.Paragraph>Your first day, the people you will meet and what to do before you start, all in one place.</Typography.Paragraph>
              <Link to={welcomePath}>Open your welcome experience</Link>
            </Card>
          </Col>
        ) : null}
        <Col span={24}>
          <MyDayCard linkTasks={entries.includes(ROUTES.tasks) && hasPage(ROUTES.tasks)} seesHires={seesHires} />
        </Col>
        <Col xs={24} lg={12}>
          <IdentityCard user={user} />
        </Col>
        <Col xs={24} lg={12}>
          <CompanyCard />
        </Col>
        <Col span={24}>
          <AreasCard entries={entries} hasPage={hasPage} />
        </Col>
      </Row>
    </>
  );
}

import { Col, Row, Typography } from 'antd';
import type { SessionUser } from '@shared/contract/user';
import { AreasCard } from './areas-card';
import { CompanyCard } from './company-card';
import { IdentityCard } from './identity-card';

export interface HomePageProps {
  user: Pick<SessionUser, 'fullName' | 'firstName' | 'email' | 'role'>;
  entries: readonly string[];
  hasPage(path: string): boolean;
}

/** The landing screen: who you are, your company, and where you may go. */
export function HomePage({ user, entries, hasPage }: HomePageProps) {
  return (
    <>
      <Typography.Title level={2}>Welcome, {user.firstName}</Typography.Title>
      <Row gutter={[24, 24]}>
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

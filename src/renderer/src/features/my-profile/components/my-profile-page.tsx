import { Col, Row, Typography } from 'antd';
import type { SessionUser } from '@shared/contract/user';
import { MY_PROFILE_TEXT } from './my-profile-text';
import { NotificationsCard } from './notifications-card';
import { ProfileDetailsCard } from './profile-details-card';

export interface MyProfilePageProps {
  user: Pick<SessionUser, 'fullName' | 'email' | 'role' | 'company'>;
  onWebHost: boolean;
  readOnly: boolean;
}

/** Who the signed-in user is, the way to change their password, and their notification choices. */
export function MyProfilePage({ user, onWebHost, readOnly }: MyProfilePageProps) {
  return (
    <>
      <Typography.Title level={1}>{MY_PROFILE_TEXT.title}</Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <ProfileDetailsCard user={user} readOnly={readOnly} />
        </Col>
        <Col xs={24} lg={12}>
          <NotificationsCard onWebHost={onWebHost} readOnly={readOnly} />
        </Col>
      </Row>
    </>
  );
}

import { Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@shared/contract/user';
import { ROUTES } from '@shared/routes';
import { ROLE_LABELS } from '@renderer/config/labels';
import { MY_PROFILE_TEXT } from './my-profile-text';

export interface ProfileDetailsCardProps {
  user: Pick<SessionUser, 'fullName' | 'email' | 'role' | 'company'>;
  /** Viewing as someone else: their password is not the administrator's to change. */
  readOnly: boolean;
}

export function ProfileDetailsCard({ user, readOnly }: ProfileDetailsCardProps) {
  return (
    <Card title={MY_PROFILE_TEXT.aboutTitle} extra={readOnly ? null : <Link to={ROUTES.changePassword}>{MY_PROFILE_TEXT.changePassword}</Link>}>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: MY_PROFILE_TEXT.name, children: user.fullName },
          { key: 'email', label: MY_PROFILE_TEXT.email, children: user.email },
          { key: 'company', label: MY_PROFILE_TEXT.company, children: user.company.name },
          { key: 'role', label: MY_PROFILE_TEXT.role, children: ROLE_LABELS[user.role] },
        ]}
      />
    </Card>
  );
}

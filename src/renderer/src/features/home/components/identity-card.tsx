import { Card, Descriptions } from 'antd';
import type { SessionUser } from '@shared/contract/user';
import { ROLE_LABELS } from '@renderer/config/labels';

export function IdentityCard({ user }: { user: Pick<SessionUser, 'fullName' | 'email' | 'role'> }) {
  return (
    <Card title="Who you are">
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: user.fullName },
          { key: 'email', label: 'Email', children: user.email },
          { key: 'role', label: 'Role', children: ROLE_LABELS[user.role] },
        ]}
      />
    </Card>
  );
}

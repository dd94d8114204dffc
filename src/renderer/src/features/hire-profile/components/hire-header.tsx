import { Card, Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import { Link } from 'react-router-dom';
import type { Hire, PersonRef } from '@shared/contract/onboarding-schemas';
import { toDisplayDate } from '@shared/date-format';
import { routes } from '@shared/routes';
import { hireDisplayName } from '../lib/hire-name';
import { startDateDistance } from '../lib/start-date-distance';
import { canBeInvited, HireInviteButton } from './hire-invite-button';
import { HireStatusActions } from './hire-status-actions';
import { HireStatusTag } from '@renderer/components/hire-status-tag';

const personName = (person: PersonRef | null) => person?.fullName ?? 'Not set';

export interface HireHeaderProps {
  hire: Hire;
  canChange: boolean;
}

/** The hire at a glance: name, job, start date, status, the people around them, and what can be done next. */
export function HireHeader({ hire, canChange }: HireHeaderProps) {
  const job = [hire.jobTitle, hire.department?.label, hire.location?.label].filter(Boolean).join(' · ');
  const distance = startDateDistance(hire.startDate);
  const items: DescriptionsProps['items'] = [
    { key: 'start', label: 'Start date', children: `${toDisplayDate(hire.startDate)}${distance ? ` (${distance})` : ''}` },
    { key: 'manager', label: 'Manager', children: personName(hire.manager) },
    // A field hidden from the reader is absent from the hire, and from the header.
    ...(hire.coordinator === undefined ? [] : [{ key: 'coordinator', label: 'Coordinator', children: personName(hire.coordinator) }]),
    ...(hire.buddy === undefined ? [] : [{ key: 'buddy', label: 'Buddy', children: personName(hire.buddy) }]),
  ];
  if (canBeInvited(hire)) items.push({ key: 'account', label: 'Account', children: hire.userId ? <Tag color="green">Invited</Tag> : 'Not invited yet' });

  return (
    <Card>
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <div>
          <Flex align="center" gap="small" wrap>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
              {hireDisplayName(hire)}
            </Typography.Title>
            <HireStatusTag status={hire.status} />
          </Flex>
          <Typography.Text type="secondary">{job}</Typography.Text>
        </div>
        <Flex gap="small" wrap>
          <HireStatusActions hire={hire} canChange={canChange} />
          <HireInviteButton hire={hire} canChange={canChange} />
        </Flex>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} style={{ marginTop: 16 }} />
      <nav aria-label="About this hire">
        <Flex gap="middle" wrap style={{ marginTop: 8 }}>
          <Link to={routes.hireProfileEdit(hire._id)}>Edit profile</Link>
          <Link to={routes.hireProfile(hire._id)}>View profile</Link>
          <Link to={routes.hireWelcomePreview(hire._id)}>Preview welcome experience</Link>
        </Flex>
      </nav>
    </Card>
  );
}

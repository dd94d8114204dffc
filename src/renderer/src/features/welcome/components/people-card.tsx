import { Avatar, Card, Flex, theme, Typography } from 'antd';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import type { PersonRef } from '@shared/contract/onboarding-schemas';
import { initials } from '@renderer/domain/welcome-pages/person-initials';
import type { BrandPalette } from '../lib/brand-palette';

const ROLES = [
  { key: 'manager', label: 'Your manager' },
  { key: 'buddy', label: 'Your buddy' },
  { key: 'coordinator', label: 'Your onboarding coordinator' },
] as const;

/** The manager, buddy and coordinator, with what each of them is to the hire and how to reach them. */
export function PeopleCard({ experience, palette }: { experience: WelcomeExperience; palette: BrandPalette }) {
  const { token } = theme.useToken();
  const people = ROLES.flatMap((role) => {
    const person: PersonRef | null = experience[role.key];
    return person ? [{ ...role, person }] : [];
  });
  return (
    <Card title="People you will meet">
      {people.length === 0 ? (
        <Typography.Text type="secondary">The people you will meet have not been named yet.</Typography.Text>
      ) : (
        <ul aria-label="People you will meet" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.margin }}>
          {people.map(({ key, label, person }) => (
            <li key={key}>
              <Flex gap={token.marginSM} align="center">
                <Avatar aria-hidden style={{ background: palette.accent, color: palette.onAccent, flex: 'none' }}>
                  {initials(person.fullName)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <div>
                    <Typography.Text strong>{person.fullName}</Typography.Text>
                    <Typography.Text type="secondary">{` · ${label}`}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                    {person.email}
                  </Typography.Text>
                </div>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

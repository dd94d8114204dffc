import { Card, Typography, theme } from 'antd';
import type { WelcomeExperience } from '@shared/contract/new-hires';

export const STARTING_WITH_YOU_TEXT = {
  title: 'Starting with you',
  empty: 'No one else starts within two weeks of you.',
} as const;

/** Hires starting within two weeks of the new hire, nearest first, with only what the company may see of them. */
export function StartingWithYouCard({ experience }: { experience: WelcomeExperience }) {
  const { token } = theme.useToken();
  return (
    <Card title={STARTING_WITH_YOU_TEXT.title}>
      {experience.startingWithYou.length === 0 ? (
        <Typography.Text type="secondary">{STARTING_WITH_YOU_TEXT.empty}</Typography.Text>
      ) : (
        <ul aria-label={STARTING_WITH_YOU_TEXT.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {experience.startingWithYou.map((colleague, index) => (
            <li
              // Colleagues carry no id by design; the list is read-only and comes whole from the gateway.
              key={`${index}-${colleague.fullName}`}
              style={{ padding: `${token.paddingSM}px 0`, minWidth: 0, borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}` }}
            >
              <Typography.Text strong>{colleague.fullName}</Typography.Text>
              {colleague.fields.map((field) => (
                <div key={field.key} style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text type="secondary">{field.label}: </Typography.Text>
                  {field.text}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

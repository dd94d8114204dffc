import { Card, List, Typography } from 'antd';
import type { WelcomeExperience } from '@shared/contract/new-hires';

export const STARTING_WITH_YOU_TEXT = {
  title: 'Starting with you',
  empty: 'No one else starts within two weeks of you.',
} as const;

/** Hires starting within two weeks of the new hire, nearest first, with only what the company may see of them. */
export function StartingWithYouCard({ experience }: { experience: WelcomeExperience }) {
  return (
    <Card title={STARTING_WITH_YOU_TEXT.title}>
      {experience.startingWithYou.length === 0 ? (
        <Typography.Text type="secondary">{STARTING_WITH_YOU_TEXT.empty}</Typography.Text>
      ) : (
        <List
          aria-label={STARTING_WITH_YOU_TEXT.title}
          dataSource={experience.startingWithYou}
          renderItem={(colleague) => (
            <List.Item>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{colleague.fullName}</Typography.Text>
                {colleague.fields.map((field) => (
                  <div key={field.key} style={{ overflowWrap: 'anywhere' }}>
                    <Typography.Text type="secondary">{field.label}: </Typography.Text>
                    {field.text}
                  </div>
                ))}
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

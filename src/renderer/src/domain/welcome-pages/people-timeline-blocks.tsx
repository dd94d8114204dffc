import { Avatar, Card, Flex, theme, Timeline, Typography } from 'antd';
import type { WelcomeBlockView } from '@shared/contract/welcome-pages';
import { WELCOME_PEOPLE_ROLE_LABELS } from '@shared/welcome-pages';
import type { WelcomeBlockContext } from './block-context';
import { initials } from './person-initials';
import { timelineWhen } from './timeline-text';

type PeopleBlock = Extract<WelcomeBlockView, { kind: 'people' }>;
type TimelineBlock = Extract<WelcomeBlockView, { kind: 'timeline' }>;

/** The people a page introduces: each with what they are to the hire, and how to reach them. */
export function PeopleBlockView({ block, accent }: { block: PeopleBlock; accent: WelcomeBlockContext['accent'] }) {
  const { token } = theme.useToken();
  const title = block.title || 'People to meet';
  return (
    <Card title={title} size="small">
      {block.people.length === 0 ? (
        <Typography.Text type="secondary">The people you will meet have not been named yet.</Typography.Text>
      ) : (
        <ul
          aria-label={title}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.margin, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {block.people.map(({ role, person }) => (
            <li key={`${role ?? 'named'}-${person._id}`}>
              <Card size="small">
                <Flex gap={token.marginSM} align="center">
                  <Avatar aria-hidden style={{ flex: 'none', ...(accent ? { background: accent.background, color: accent.color } : {}) }}>
                    {initials(person.fullName)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong style={{ display: 'block' }}>
                      {person.fullName}
                    </Typography.Text>
                    {role ? (
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {WELCOME_PEOPLE_ROLE_LABELS[role]}
                      </Typography.Text>
                    ) : null}
                    <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                      {person.email}
                    </Typography.Text>
                  </div>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The first week, moment by moment, each on the hire's own working day with its date. */
export function TimelineBlockView({ block }: { block: TimelineBlock }) {
  return (
    <Card title={block.title || 'Your first week'} size="small">
      <Timeline
        items={block.entries.map((entry, index) => ({
          key: `${entry.day}-${index}`,
          content: (
            <>
              <Typography.Text>
                <Typography.Text strong>{timelineWhen(entry)}</Typography.Text>
                {` — ${entry.title}`}
              </Typography.Text>
              {entry.details ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {entry.details}
                </Typography.Paragraph>
              ) : null}
            </>
          ),
        }))}
      />
    </Card>
  );
}

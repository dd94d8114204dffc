import { Alert, Button, Card, Skeleton, Typography, theme } from 'antd';
import { failureMessage } from '@renderer/lib/bridge';
import { useHireChanges } from '../api/use-hire-changes';
import { changeSentence } from '../lib/change-sentence';
import { displayDateTime } from '../lib/date-time';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

/** The hire's change record, newest first: who changed what from what to what, and when. */
export function HireActivityCard({ hireId }: { hireId: string }) {
  const { token } = theme.useToken();
  const changes = useHireChanges(hireId);
  let body;
  if (changes.data) {
    const { items, total } = changes.data;
    body =
      items.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          No changes recorded yet.
        </Typography.Paragraph>
      ) : (
        <>
          <ul aria-label="Changes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((change, index) => (
              <li
                key={change._id}
                style={{ padding: `${token.paddingXS}px 0`, borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}
              >
                <div>{changeSentence(change)}</div>
                <Typography.Text type="secondary">
                  <time dateTime={change.changedAt}>{displayDateTime(change.changedAt)}</time>
                </Typography.Text>
              </li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXS}px 0` }}>
            Showing {items.length} of {total}
          </Typography.Paragraph>
          {changes.hasNextPage ? (
            <AllowWhileReadOnly>
              <Button onClick={() => void changes.fetchNextPage()} loading={changes.isFetchingNextPage}>
                Load more
              </Button>
            </AllowWhileReadOnly>
          ) : null}
          {changes.isFetchNextPageError ? <Alert type="error" showIcon title={failureMessage(changes.error, 'More changes could not be loaded.')} /> : null}
        </>
      );
  } else if (changes.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={failureMessage(changes.error, 'The activity could not be loaded.')}
        action={
          <AllowWhileReadOnly>
            <Button size="small" onClick={() => void changes.refetch()}>
              Retry
            </Button>
          </AllowWhileReadOnly>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Activity</h2>} aria-busy={changes.isPending}>
      {body}
    </Card>
  );
}

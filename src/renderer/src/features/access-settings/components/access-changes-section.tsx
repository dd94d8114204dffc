import { Button, Card, Skeleton, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '@shared/date-format';
import type { AccessChange } from '@shared/contract/access';
import { LoadFailure } from '@renderer/components/load-failure';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';
import { failureMessage } from '@renderer/lib/bridge';
import { useAccessChanges } from '../api/use-access';
import { ACCESS_TEXT } from '../lib/access-text';

const when = (iso: string) => dayjs(iso).format(`${DISPLAY_DATE_FORMAT} h:mm A`);

/**
 * The record of every change to access, newest first, in the activity list a hire's page shows:
 * what changed, the setting before and after, who and when; more on request.
 */
export function AccessChangesSection() {
  const { token } = theme.useToken();
  const changes = useAccessChanges();
  let body;
  if (changes.data) {
    const { changes: items, total } = changes.data;
    body =
      items.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {ACCESS_TEXT.changesEmpty}
        </Typography.Paragraph>
      ) : (
        <>
          <ul aria-label={ACCESS_TEXT.changesTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((change, index) => (
              <li
                key={change._id}
                style={{ padding: `${token.paddingXS}px 0`, borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}
              >
                <ChangeEntry change={change} />
              </li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXS}px 0` }}>
            Showing {items.length} of {total}
          </Typography.Paragraph>
          {changes.hasNextPage && (
            <AllowWhileReadOnly>
              <Button onClick={() => void changes.fetchNextPage()} loading={changes.isFetchingNextPage}>
                Load more
              </Button>
            </AllowWhileReadOnly>
          )}
          {changes.isFetchNextPageError && (
            <Typography.Paragraph type="danger">{failureMessage(changes.error, 'More changes could not be loaded.')}</Typography.Paragraph>
          )}
        </>
      );
  } else if (changes.isError) {
    body = (
      <LoadFailure title="The access changes could not be loaded" error={changes.error} retrying={changes.isFetching} onRetry={() => void changes.refetch()} />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{ACCESS_TEXT.changesTitle}</h2>} aria-busy={changes.isPending}>
      {body}
    </Card>
  );
}

function ChangeEntry({ change }: { change: AccessChange }) {
  return (
    <>
      <Typography.Text strong>
        {change.subject}: {change.action}
      </Typography.Text>
      <div>{change.summary}</div>
      {change.before !== null && <div style={{ whiteSpace: 'pre-wrap' }}>Before: {change.before}</div>}
      {change.after !== null && <div style={{ whiteSpace: 'pre-wrap' }}>After: {change.after}</div>}
      <Typography.Text type="secondary">
        {change.changedBy ?? 'Not recorded'} · <time dateTime={change.changedAt}>{when(change.changedAt)}</time>
      </Typography.Text>
    </>
  );
}

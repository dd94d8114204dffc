import { Alert, Button, Card, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DISPLAY_DATE_FORMAT } from '@shared/date-format';
import { TASK_STATUS_LABELS, type TaskStatus } from '@shared/onboarding';
import { failureMessage } from '@renderer/lib/bridge';
import { deferConflict, useDeferredConflicts } from '@renderer/lib/offline/conflict-review';
import { taskQuery } from './cached-tasks';
import { useChangeConflicts, type ChangeConflict } from './change-conflicts';
import { keepMyChange, keepServerVersion } from './resolve-conflict';

const when = (iso: string) => {
  const moment = dayjs(iso);
  return moment.isValid() ? moment.format(`${DISPLAY_DATE_FORMAT} h:mm A`) : iso;
};

function StatusLine({ status, blockedReason }: { status: TaskStatus; blockedReason: string | null }) {
  return (
    <>
      <Tag>{TASK_STATUS_LABELS[status]}</Tag>
      {status === 'blocked' && blockedReason ? <Typography.Paragraph style={{ margin: '8px 0 0' }}>{`Reason: ${blockedReason}`}</Typography.Paragraph> : null}
    </>
  );
}

function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ flex: '1 1 240px' }} role="region" aria-label={title}>
      {children}
    </Card>
  );
}

/** What the server holds for the task now; "Keep my change" is sent on its version. */
function useServerTask(conflict: ChangeConflict | null) {
  return useQuery({
    ...taskQuery(conflict?.taskId ?? ''),
    select: (answer) => answer.data,
    enabled: conflict !== null,
    retry: false,
  });
}

/**
 * A queued change the gateway refused because someone changed the task first: the user's change
 * and the server's version side by side, and the user picks. Nothing is overwritten or dropped
 * until they do; "Decide later" keeps it for the header's "to review".
 */
export function ChangeConflictDialog() {
  const queryClient = useQueryClient();
  const conflicts = useChangeConflicts();
  const deferred = useDeferredConflicts();
  const conflict = conflicts.find((each) => !deferred.has(each.id)) ?? null;
  const server = useServerTask(conflict);

  if (!conflict) return null;
  const { snapshot } = conflict;
  return (
    <Modal
      open
      title={`“${snapshot.title}” was changed by someone else`}
      onCancel={() => deferConflict(conflict.id)}
      mask={{ closable: false }}
      width={720}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => deferConflict(conflict.id)}>Decide later</Button>
          <Button onClick={() => keepServerVersion(queryClient, conflict)}>Keep the server’s version</Button>
          <Button
            type="primary"
            disabled={!server.data}
            onClick={() => {
              if (server.data) void keepMyChange(queryClient, conflict, server.data)?.catch(() => undefined);
            }}
          >
            Keep my change
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>{`A task for ${snapshot.hireName} changed on the server before your change reached it. Pick the one to keep.`}</Typography.Paragraph>
      <Flex gap={16} wrap align="stretch">
        <Side title="Your change">
          <StatusLine status={conflict.status} blockedReason={conflict.blockedReason} />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {`Made ${when(conflict.madeAt)}${conflict.madeOffline ? ' while offline' : ''}, when the task was ${TASK_STATUS_LABELS[snapshot.status].toLowerCase()}.`}
          </Typography.Paragraph>
        </Side>
        <Side title="On the server now">
          {server.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
          {server.isError ? (
            <Alert
              type="warning"
              showIcon
              title={failureMessage(server.error, 'The server’s version could not be loaded.')}
              action={
                <Button size="small" onClick={() => void server.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : null}
          {server.data ? (
            <>
              <StatusLine status={server.data.status} blockedReason={server.data.blockedReason} />
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {server.data.status === 'done' && server.data.completedBy
                  ? `Completed by ${server.data.completedBy.fullName}${server.data.completedAt ? ` ${when(server.data.completedAt)}` : ''}.`
                  : `Last changed ${when(server.data.updatedAt)}.`}
              </Typography.Paragraph>
            </>
          ) : null}
        </Side>
      </Flex>
    </Modal>
  );
}

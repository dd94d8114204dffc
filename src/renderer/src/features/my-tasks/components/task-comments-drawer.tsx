import { Alert, Button, Drawer, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { failureMessage } from '@renderer/lib/bridge';
import { confirmLeavingUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useSession } from '@renderer/lib/session/session-context';
import { useTaskComments } from '../api/use-task-comments';
import { notYetStored, useWaitingComments } from '../api/use-waiting-comments';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

function TaskComments({ taskId }: { taskId: string }) {
  const { state } = useSession();
  const comments = useTaskComments(taskId);
  const stored = comments.data ?? [];
  const waiting = notYetStored(useWaitingComments(taskId), stored);
  let status = null;
  if (comments.isPending && comments.fetchStatus === 'paused') {
    status = <Alert type="info" showIcon title="You are offline. The comments load when the connection is back." />;
  } else if (comments.isPending) {
    status = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (comments.isError) {
    status = (
      <Alert
        type="error"
        showIcon
        title={failureMessage(comments.error, 'The comments could not be loaded.')}
        action={
          <AllowWhileReadOnly>
            <Button size="small" onClick={() => void comments.refetch()} loading={comments.isFetching}>
              Retry
            </Button>
          </AllowWhileReadOnly>
        }
      />
    );
  } else if (stored.length === 0 && waiting.length === 0) {
    status = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments yet. Write the first one below." />;
  }
  return (
    <>
      <div aria-busy={comments.isPending} style={{ marginBottom: 16 }}>
        {status}
        {stored.length > 0 || waiting.length > 0 ? <CommentList comments={stored} waiting={waiting} waitingAuthor={state.user?.fullName ?? 'You'} /> : null}
      </div>
      <CommentForm taskId={taskId} />
    </>
  );
}

export interface TaskCommentsDrawerProps {
  /** The task whose comments are open; the drawer is closed while null. */
  task: Task | null;
  onClose(): void;
}

/** A task's comments beside the list: read them, and add one (offline too). */
export function TaskCommentsDrawer({ task, onClose }: TaskCommentsDrawerProps) {
  // The last task stays in the drawer while it slides shut.
  const [lastTask, setLastTask] = useState(task);
  if (task !== null && task !== lastTask) setLastTask(task);
  const shown = task ?? lastTask;
  // A comment being written goes with the drawer, so closing it asks as leaving the page would.
  const close = async () => {
    if (await confirmLeavingUnsavedChanges()) onClose();
  };
  return (
    <Drawer open={task !== null} onClose={() => void close()} title={shown ? `${shown.title} · ${shown.hire.fullName}` : 'Comments'} size={480} destroyOnHidden>
      {shown ? <TaskComments key={shown._id} taskId={shown._id} /> : null}
    </Drawer>
  );
}

import { Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Task } from '@shared/contract/onboarding-schemas';
import { onboardingPermission } from '@shared/permissions';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { TableChange } from '@renderer/components/data-table/data-table-types';
import { FilterBar } from '@renderer/components/filter-bar/filter-bar';
import { BLOCK_TASK_QUESTION, BlockTaskDialog } from '@renderer/domain/tasks/block-task-dialog';
import { failureMessage } from '@renderer/lib/bridge';
import { useQueuedTaskStatuses, withQueuedStatus } from '@renderer/domain/tasks/use-queued-task-statuses';
import { useSession } from '@renderer/lib/session/session-context';
import { useLoginAs } from '@renderer/lib/session/use-read-only';
import { useAssignedTasks } from '../api/use-assigned-tasks';
import { useChangeTaskStatus } from '../api/use-change-task-status';
import { useTaskActionFocus } from '../hooks/use-task-action-focus';
import { TASK_PAGE_SIZE, useTaskQueryInput } from '../hooks/use-task-query-input';
import { toTableSort, writeTableState } from '../lib/table-state';
import { STAFF_TASK_FILTERS, TABLE_PARAMS, TASK_FILTERS } from '../lib/task-filters';
import { taskColumns } from './task-columns';
import { TaskCommentsDrawer } from './task-comments-drawer';
import { TaskCounts } from './task-counts';
import { TaskRowActions } from './task-row-actions';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

const VIEW_NEW_HIRES = onboardingPermission('new_hires', 'view');

/** /tasks: the signed-in user's tasks across hires (or everyone's, for those who see every hire). */
export function MyTasksPage() {
  const { state } = useSession();
  const canSeeEveryone = state.user?.permissions.includes(VIEW_NEW_HIRES) ?? false;
  const linkHires = canSeeEveryone && state.user?.kind === 'staff';
  const loginAs = useLoginAs();
  const readOnly = loginAs !== null;
  const [, setParams] = useSearchParams();
  const { input, table, everyone } = useTaskQueryInput(canSeeEveryone);
  useDocumentTitle(everyone ? 'Everyone’s tasks' : 'My tasks');
  const tasks = useAssignedTasks(input);
  const change = useChangeTaskStatus();
  const shownIds = useMemo(() => (tasks.data?.items ?? []).map((task) => task._id), [tasks.data]);
  const queued = useQueuedTaskStatuses(shownIds);
  const [blocking, setBlocking] = useState<Task | null>(null);
  const [commentsFor, setCommentsFor] = useState<Task | null>(null);

  const total = tasks.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / TASK_PAGE_SIZE));
  // A page emptied by changes (or an old link) moves to the last page that has tasks.
  const beyondEnd = tasks.isSuccess && !tasks.isPlaceholderData && table.page > lastPage;
  useEffect(() => {
    if (!beyondEnd) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      writeTableState(next, lastPage, toTableSort(table.sort));
      return next;
    });
  }, [beyondEnd, lastPage, setParams, table.sort]);

  const onTableChange = ({ page, sort }: TableChange) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      writeTableState(next, page, sort);
      return next;
    });

  // Rows show what they will be once the queued changes are sent, even if the list was read again meanwhile.
  const rows = useMemo(() => (tasks.data?.items ?? []).map((task) => withQueuedStatus(task, queued.get(task._id))), [tasks.data, queued]);
  const { changing, settle } = useTaskActionFocus(rows);
  const columns = useMemo(
    () =>
      taskColumns({
        showAssignee: everyone,
        linkHires,
        actions: (task) => (
          <TaskRowActions
            task={task}
            disabled={readOnly}
            pending={queued.get(task._id)?.sending ?? false}
            waiting={queued.get(task._id)?.sending === false}
            onStatus={(row, status) => {
              changing(row);
              change({ task: row, status });
            }}
            onBlock={(row) => {
              changing(row);
              setBlocking(row);
            }}
            onComments={setCommentsFor}
          />
        ),
      }),
    [everyone, linkHires, readOnly, queued, change, changing],
  );

  return (
    <>
      <Typography.Title level={1}>{everyone ? 'Everyone’s tasks' : 'My tasks'}</Typography.Title>
      {readOnly ? <Typography.Paragraph type="secondary">{`Changes are turned off while ${loginAs} is logged in as this user.`}</Typography.Paragraph> : null}
      <div style={{ marginBottom: 16 }}>
        <FilterBar filters={canSeeEveryone ? STAFF_TASK_FILTERS : TASK_FILTERS} resetParams={[TABLE_PARAMS.page]} aria-label="Task filters" />
      </div>
      <TaskCounts counts={tasks.data?.counts} loading={tasks.isPending} />
      <DataTable<Task>
        label={everyone ? 'Everyone’s tasks' : 'My tasks'}
        mode="server"
        page={table.page}
        pageSize={TASK_PAGE_SIZE}
        total={total}
        sort={toTableSort(table.sort)}
        onChange={onTableChange}
        columns={columns}
        rows={rows}
        rowKey="_id"
        serialNumbers
        loading={tasks.isPending || (tasks.isPlaceholderData && tasks.isFetching) || beyondEnd}
        error={tasks.isError ? failureMessage(tasks.error, 'Your tasks could not be loaded.') : undefined}
        onRetry={() => void tasks.refetch()}
        emptyText="No tasks match these filters."
      />
      <BlockTaskDialog
        taskTitle={blocking?.title ?? null}
        question={BLOCK_TASK_QUESTION.myTasks}
        // Queued at once, offline too; a refusal comes as a notice naming the task.
        pending={false}
        onCancel={() => setBlocking(null)}
        // The Block button it would give the focus back to has become Unblock: the focus goes there.
        onClosed={settle}
        onBlock={(reason) => {
          if (!blocking || readOnly) return;
          change({ task: blocking, status: 'blocked', blockedReason: reason });
          setBlocking(null);
        }}
      />
      <TaskCommentsDrawer task={commentsFor} onClose={() => setCommentsFor(null)} />
    </>
  );
}

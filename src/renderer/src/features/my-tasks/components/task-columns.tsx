import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toDisplayDate } from '@shared/date-format';
import type { Task } from '@shared/contract/onboarding-schemas';
import { TASK_CATEGORY_LABELS, TASK_STATUS_LABELS, type TaskStatus } from '@shared/onboarding';
import { routes } from '@shared/routes';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import './task-cells.css';

const STATUS_COLOURS: Readonly<Record<TaskStatus, string | undefined>> = { todo: 'processing', done: 'success', blocked: 'warning' };

export interface TaskColumnOptions {
  /** Everyone's tasks: who each one is for. */
  showAssignee: boolean;
  /** Staff who may open a hire get a link to it. */
  linkHires: boolean;
  actions(task: Task): ReactNode;
}

export function taskColumns({ showAssignee, linkHires, actions }: TaskColumnOptions): DataTableColumn<Task>[] {
  const columns: DataTableColumn<Task>[] = [
    {
      key: 'title',
      title: 'Task',
      sortable: true,
      render: (task) => (
        <>
          <strong className="hcm-task-title">{task.title}</strong>
          {task.status === 'blocked' && task.blockedReason ? <p className="hcm-task-blocked-reason">{`Blocked: ${task.blockedReason}`}</p> : null}
        </>
      ),
    },
    {
      key: 'hire',
      title: 'New hire',
      sortable: true,
      render: (task) => (linkHires ? <Link to={routes.hireInfo(task.hire._id)}>{task.hire.fullName}</Link> : task.hire.fullName),
    },
    { key: 'taskCategory', title: 'Category', sortable: true, render: (task) => TASK_CATEGORY_LABELS[task.taskCategory] },
    {
      key: 'dueDate',
      title: 'Due date',
      sortable: true,
      width: 150,
      render: (task) => {
        const late = task.overdue && task.status !== 'done';
        return (
          <div className="hcm-task-due">
            <span className={late ? 'hcm-task-due__date--late' : undefined}>{toDisplayDate(task.dueDate)}</span>
            {late ? <Tag color="error">Overdue</Tag> : null}
          </div>
        );
      },
    },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      width: 110,
      render: (task) => <Tag color={STATUS_COLOURS[task.status]}>{TASK_STATUS_LABELS[task.status]}</Tag>,
    },
  ];
  if (showAssignee) columns.push({ key: 'assignee', title: 'Assigned to', render: (task) => task.assignee?.fullName ?? 'No one yet' });
  columns.push({ key: 'actions', title: 'Actions', width: 290, render: actions });
  return columns;
}

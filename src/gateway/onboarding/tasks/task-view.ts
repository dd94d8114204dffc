import { type Kysely, type SqlBool, sql } from 'kysely';
import type { PersonRef, Task } from '@shared/contract/onboarding-schemas';
import { reachedAmong } from '../../access/caller-reach';
import type { GatewayDatabase } from '../../db/schema';
import { isoTimestamp } from '../hires/hire-dates';
import { hireFullName } from '../hires/hire-names';
import type { OnboardingCaller } from '../onboarding-access';
import { loadPeople } from '../people';

/** The columns a task is shown with: its own and its hire's. */
export const TASK_COLUMNS = [
  't.id',
  't.hire_id',
  't.hire_plan_id',
  't.title',
  't.description',
  't.task_category',
  't.assignee_role',
  't.assignee_id',
  't.assignee_note',
  't.due_date',
  't.status',
  't.blocked_reason',
  't.completed_by',
  't.completed_at',
  't.created_at',
  't.updated_at',
  't.version',
  'h.first_name as hire_first_name',
  'h.last_name as hire_last_name',
  'h.start_date as hire_start_date',
  'h.status as hire_status',
  'h.user_id as hire_user_id',
] as const;

/** The company's tasks (`t`) joined to their hires (`h`), nothing selected yet. */
export function joinedTasks(db: Kysely<GatewayDatabase>, companyId: string) {
  return db.selectFrom('hire_tasks as t').innerJoin('new_hires as h', 'h.id', 't.hire_id').where('t.company_id', '=', companyId);
}

/** The company's tasks with their hires; callers add their filters and order. */
export function taskRows(db: Kysely<GatewayDatabase>, companyId: string) {
  return joinedTasks(db, companyId).select(TASK_COLUMNS);
}

export type TaskRow = Awaited<ReturnType<ReturnType<typeof taskRows>['execute']>>[number];

/** The company's tasks with these ids, with their hires, in the ids' order. */
export async function taskRowsInOrder(db: Kysely<GatewayDatabase>, companyId: string, ids: readonly string[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('hire_tasks as t')
    .innerJoin('new_hires as h', 'h.id', 't.hire_id')
    .select(TASK_COLUMNS)
    // The company is checked on each row rather than used to pick an index: the ids name the rows.
    .where(sql`coalesce(${sql.ref('t.company_id')}, ${sql.ref('t.company_id')})`, '=', companyId)
    .where('t.id', 'in', [...ids])
    .execute();
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * Who a task is with now. A task for a new hire made before they had an account waits with no
 * assignee; once the hire's account is linked it is theirs, read so here even before
 * assignNewHireTasks has stored it.
 */
export function currentAssigneeId(row: Pick<TaskRow, 'assignee_id' | 'assignee_role' | 'hire_user_id'>): string | null {
  return row.assignee_id ?? (row.assignee_role === 'new_hire' ? row.hire_user_id : null);
}

export function isOverdue(row: Pick<TaskRow, 'status' | 'due_date'>, today: string): boolean {
  return row.status !== 'done' && row.due_date < today;
}

function presentTask(row: TaskRow, people: ReadonlyMap<string, PersonRef>, today: string): Task {
  const assigneeId = currentAssigneeId(row);
  return {
    _id: row.id,
    hire: {
      _id: row.hire_id,
      fullName: hireFullName({ first_name: row.hire_first_name, last_name: row.hire_last_name }),
      startDate: row.hire_start_date,
      status: row.hire_status,
    },
    title: row.title,
    description: row.description,
    taskCategory: row.task_category,
    assigneeRole: row.assignee_role,
    assignee: assigneeId === null ? null : (people.get(assigneeId) ?? null),
    // The waiting note no longer holds once the account is there.
    assigneeNote: row.assignee_id === null && assigneeId !== null ? null : row.assignee_note,
    dueDate: row.due_date,
    status: row.status,
    blockedReason: row.blocked_reason,
    completedBy: row.completed_by === null ? null : (people.get(row.completed_by) ?? null),
    completedAt: row.completed_at === null ? null : isoTimestamp(row.completed_at),
    planId: row.hire_plan_id,
    overdue: isOverdue(row, today),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    version: row.version,
  };
}

/** Tasks as the contract shows them, with the people they name loaded in one query. */
export async function presentTasks(db: Kysely<GatewayDatabase>, companyId: string, rows: readonly TaskRow[], today: string): Promise<Task[]> {
  const people = await loadPeople(
    db,
    companyId,
    rows.flatMap((row) => [currentAssigneeId(row), row.completed_by]),
  );
  return rows.map((row) => presentTask(row, people, today));
}

/** One task of the company with its hire; undefined for unknown and other companies' ids. */
/** A task of the company whose hire the caller reaches; undefined for unknown, unreached and other companies' tasks. */
export async function findTaskRow(
  db: Kysely<GatewayDatabase>,
  caller: Pick<OnboardingCaller, 'companyId' | 'reach'>,
  taskId: string,
): Promise<TaskRow | undefined> {
  const task = await taskRows(db, caller.companyId).select('h.manager_id as hire_manager_id').where('t.id', '=', taskId).executeTakeFirst();
  if (task === undefined) return undefined;
  const hire = { id: task.hire_id, manager_id: task.hire_manager_id, user_id: task.hire_user_id };
  if (!(await reachedAmong(db, caller.companyId, caller.reach, [hire])).has(hire.id)) return undefined;
  const { hire_manager_id: _manager, ...row } = task;
  return row;
}

/** Whose tasks "mine" are: a staff member's by assignee; a new hire's also those waiting for their account. */
export interface TaskOwner {
  userId: string;
  /** The caller's own hire when the caller is a new hire. */
  hireId: string | null;
}

export async function taskOwnerOf(db: Kysely<GatewayDatabase>, caller: OnboardingCaller): Promise<TaskOwner> {
  if (caller.kind !== 'new_hire') return { userId: caller.userId, hireId: null };
  const hire = await db.selectFrom('new_hires').select('id').where('company_id', '=', caller.companyId).where('user_id', '=', caller.userId).executeTakeFirst();
  return { userId: caller.userId, hireId: hire?.id ?? null };
}

/** The condition on `t` (hire_tasks) for the owner's tasks; a new hire's stay on their own hire, which its index finds. */
export function ownedBy(owner: TaskOwner) {
  if (owner.hireId === null) return sql<SqlBool>`t.assignee_id = ${owner.userId}`;
  return sql<SqlBool>`(t.hire_id = ${owner.hireId} and (t.assignee_id = ${owner.userId} or (t.assignee_role = 'new_hire' and t.assignee_id is null)))`;
}

export function isOwnedBy(row: TaskRow, owner: TaskOwner): boolean {
  return currentAssigneeId(row) === owner.userId;
}

export async function presentOneTask(db: Kysely<GatewayDatabase>, companyId: string, row: TaskRow, today: string): Promise<Task> {
  const people = await loadPeople(db, companyId, [currentAssigneeId(row), row.completed_by]);
  return presentTask(row, people, today);
}

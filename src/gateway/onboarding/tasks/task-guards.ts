import type { Kysely } from 'kysely';
import type { HireStatus } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import { type HireRow, findHire } from '../hires/hire-rows';
import { recordIdOf, recordIdsOf } from '../hires/record-ids';
import { type OnboardingCaller, badRequest, conflict, notFound, staleVersion } from '../onboarding-access';
import type { HirePeople } from './resolve-assignee';
import { TASK_TEXT } from './task-text';
import { type TaskRow, findTaskRow } from './task-view';

/** Whose hires and tasks a guard finds: the caller's company's, within the hires they reach. */
type CallerScope = Pick<OnboardingCaller, 'companyId' | 'reach'> & Partial<Pick<OnboardingCaller, 'taskReach'>>;

/** The company's hire within the caller's reach, or 404 alike for unknown, unreached and other companies' ids. */
export async function requireHire(db: Kysely<GatewayDatabase>, caller: CallerScope, hireId: string): Promise<HireRow> {
  const hire = await findHire(db, caller.companyId, hireId, { reach: caller.reach });
  if (hire === undefined) throw notFound(TASK_TEXT.hireNotFound);
  return hire;
}

/**
 * A task of a hire within the caller's reach of tasks (`taskReach`: their own tasks keep the reach they had
 * under the manager's additional access), or 404 alike for unknown, unreached and other companies' tasks.
 */
export async function requireTask(db: Kysely<GatewayDatabase>, caller: CallerScope, taskId: string): Promise<TaskRow> {
  const id = recordIdOf(taskId);
  const task = id === null ? undefined : await findTaskRow(db, { companyId: caller.companyId, reach: caller.taskReach ?? caller.reach }, id);
  if (task === undefined) throw notFound(TASK_TEXT.taskNotFound);
  return task;
}

/** A withdrawn hire's tasks stay as they were (ADR 0006), until the hire is reopened. */
export function refuseWithdrawn(status: HireStatus): void {
  if (status === 'withdrawn') throw conflict(TASK_TEXT.hireWithdrawn, 'HIRE_WITHDRAWN');
}

export function requireVersion(current: number, sent: number): void {
  if (current !== sent) throw staleVersion(TASK_TEXT.staleTask, { currentVersion: current });
}

export function hirePeopleOf(hire: Pick<HireRow, 'manager_id' | 'coordinator_id' | 'buddy_id' | 'user_id'>): HirePeople {
  return { managerId: hire.manager_id, coordinatorId: hire.coordinator_id, buddyId: hire.buddy_id, userId: hire.user_id };
}

/** Which of the ids are active staff of the company: the people work may go to. */
export async function activeStaffAmong(db: Kysely<GatewayDatabase>, companyId: string, ids: readonly (string | null)[]): Promise<Set<string>> {
  const wanted = recordIdsOf(ids.filter((id): id is string => id !== null));
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'staff')
    .where('is_active', '=', true)
    .where('id', 'in', wanted)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Refuses with 400 unless every named user is active staff of the company; `named` maps a field
 * path to the id sent there. Answers the ids as stored.
 */
export async function requireActiveStaff(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  named: readonly { field: string; userId: string }[],
  message: string = TASK_TEXT.assigneeUnknown,
): Promise<Map<string, string>> {
  const active = await activeStaffAmong(
    db,
    companyId,
    named.map((entry) => entry.userId),
  );
  const stored = new Map<string, string>();
  const fieldErrors: Record<string, string[]> = {};
  for (const { field, userId } of named) {
    const id = recordIdOf(userId);
    if (id !== null && active.has(id)) stored.set(field, id);
    else fieldErrors[field] = [TASK_TEXT.assigneeUnknown];
  }
  if (Object.keys(fieldErrors).length > 0) throw badRequest(message, fieldErrors);
  return stored;
}

/** Whether the task's hire is one the caller manages: what the manager's additional access reaches. */
export async function isReportsTask(db: Kysely<GatewayDatabase>, caller: Pick<OnboardingCaller, 'companyId' | 'userId'>, task: TaskRow): Promise<boolean> {
  const hire = await db
    .selectFrom('new_hires')
    .select('id')
    .where('company_id', '=', caller.companyId)
    .where('id', '=', task.hire_id)
    .where('manager_id', '=', caller.userId)
    .executeTakeFirst();
  return hire !== undefined;
}

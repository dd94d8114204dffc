import type { Kysely, Updateable } from 'kysely';
import type { GatewayDatabase, HireTasksTable } from '../../db/schema';
import type { OnboardingCaller } from '../onboarding-access';
import { requireTask, requireVersion } from './task-guards';
import type { TaskRow } from './task-view';

/**
 * Writes a task's changes if it is still at the version the caller read, bumping the version;
 * a write that lost a race answers 409 with the version that won. Answers the stored task.
 */
export async function writeTask(
  db: Kysely<GatewayDatabase>,
  caller: Pick<OnboardingCaller, 'companyId' | 'reach'>,
  task: Pick<TaskRow, 'id' | 'version'>,
  changes: Omit<Updateable<HireTasksTable>, 'id' | 'company_id' | 'hire_id' | 'version'>,
): Promise<TaskRow> {
  const result = await db
    .updateTable('hire_tasks')
    .set((set) => ({ ...changes, updated_at: new Date().toISOString(), version: set('version', '+', 1) }))
    .where('company_id', '=', caller.companyId)
    .where('id', '=', task.id)
    .where('version', '=', task.version)
    .executeTakeFirst();
  const stored = await requireTask(db, caller, task.id);
  if (result.numUpdatedRows === 0n) requireVersion(stored.version, task.version);
  return stored;
}

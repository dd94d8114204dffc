import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';

/**
 * Gives a hire's waiting tasks to their account once it is linked: the tasks for the new hire that
 * were made before they had one. Call it in the transaction that links the account. Answers how
 * many tasks it gave.
 */
export async function assignNewHireTasks(trx: Kysely<GatewayDatabase>, companyId: string, hireId: string, userId: string): Promise<number> {
  const result = await trx
    .updateTable('hire_tasks')
    .set((set) => ({ assignee_id: userId, assignee_note: null, updated_at: new Date().toISOString(), version: set('version', '+', 1) }))
    .where('company_id', '=', companyId)
    .where('hire_id', '=', hireId)
    .where('assignee_role', '=', 'new_hire')
    .where('assignee_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

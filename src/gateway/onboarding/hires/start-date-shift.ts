import type { Kysely, Transaction } from 'kysely';
import type { StartDateShift } from '@shared/contract/new-hires';
import type { GatewayDatabase } from '../../db/schema';
import { loadPeople } from '../people';
import { addDays, daysBetween } from './hire-dates';

/** What a new start date moves: every unfinished task (to do or blocked) by the same number of days, by due date. */
export async function startDateShift(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: { id: string; start_date: string },
  toDate: string,
): Promise<StartDateShift> {
  const days = daysBetween(hire.start_date, toDate);
  const shift: StartDateShift = { fromDate: hire.start_date, toDate, days, tasks: [] };
  if (days === 0) return shift;
  const tasks = await db
    .selectFrom('hire_tasks')
    .select(['id', 'title', 'task_category', 'assignee_id', 'due_date'])
    .where('company_id', '=', companyId)
    .where('hire_id', '=', hire.id)
    .where('status', '!=', 'done')
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  const people = await loadPeople(
    db,
    companyId,
    tasks.map((task) => task.assignee_id),
  );
  shift.tasks = tasks.map((task) => ({
    _id: task.id,
    title: task.title,
    taskCategory: task.task_category,
    assignee: task.assignee_id === null ? null : (people.get(task.assignee_id) ?? null),
    from: task.due_date,
    to: addDays(task.due_date, days),
  }));
  return shift;
}

/** Moves the tasks of a shift, each to its new due date with a new version; inside the hire's own update. */
export async function applyStartDateShift(trx: Transaction<GatewayDatabase>, companyId: string, shift: StartDateShift, updatedAt: string): Promise<number> {
  for (const task of shift.tasks) {
    await trx
      .updateTable('hire_tasks')
      .set((set) => ({ due_date: task.to, version: set('version', '+', 1), updated_at: updatedAt }))
      .where('company_id', '=', companyId)
      .where('id', '=', task._id)
      .execute();
  }
  return shift.tasks.length;
}

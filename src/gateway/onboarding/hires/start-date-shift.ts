import type { Kysely, Transaction } from 'kysely';
import type { StartDateShift } from '@shared/contract/new-hires';
import type { GatewayDatabase } from '../../db/schema';
import { loadPeople } from '../people';
import { loadWorkingCalendar } from '../settings/load-working-calendar';
import { type DueDate, type WorkingCalendar, dueDateOf, onWorkingDay } from '../settings/working-calendar';
import { addDays, daysBetween } from './hire-dates';

interface ShiftedTask {
  due_date: string;
  due_offset_days: number | null;
  due_offset_unit: 'calendarDays' | 'workingDays' | null;
}

/**
 * Where a task lands when the start date moves. A task still on the date its due rule gives is
 * given the rule's date from the new start; a task added by hand or moved by hand keeps its
 * distance from the start date. Either way it lands on a working day of the hire's location:
 * the next one, or the previous one for a task due before the start.
 */
export function shiftedDueDate(calendar: WorkingCalendar, task: ShiftedTask, fromDate: string, toDate: string): DueDate {
  if (task.due_offset_days !== null && task.due_offset_unit !== null) {
    const rule = { offsetDays: task.due_offset_days, unit: task.due_offset_unit };
    if (dueDateOf(calendar, fromDate, rule).dueDate === task.due_date) return dueDateOf(calendar, toDate, rule);
  }
  const moved = addDays(task.due_date, daysBetween(fromDate, toDate));
  return onWorkingDay(calendar, moved, moved < toDate ? -1 : 1);
}

/** What a new start date moves: every unfinished task (to do or blocked), by due date, each onto a working day. */
export async function startDateShift(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: { id: string; start_date: string; location_id: string | null },
  toDate: string,
): Promise<StartDateShift> {
  const days = daysBetween(hire.start_date, toDate);
  const shift: StartDateShift = { fromDate: hire.start_date, toDate, days, tasks: [] };
  if (days === 0) return shift;
  const tasks = await db
    .selectFrom('hire_tasks')
    .select(['id', 'title', 'task_category', 'assignee_id', 'due_date', 'due_offset_days', 'due_offset_unit'])
    .where('company_id', '=', companyId)
    .where('hire_id', '=', hire.id)
    .where('status', '!=', 'done')
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  const calendar = await loadWorkingCalendar(db, companyId, hire.location_id, [hire.start_date, toDate]);
  const people = await loadPeople(
    db,
    companyId,
    tasks.map((task) => task.assignee_id),
  );
  shift.tasks = tasks.map((task) => {
    const { dueDate, movedOff } = shiftedDueDate(calendar, task, hire.start_date, toDate);
    return {
      _id: task.id,
      title: task.title,
      taskCategory: task.task_category,
      assignee: task.assignee_id === null ? null : (people.get(task.assignee_id) ?? null),
      from: task.due_date,
      to: dueDate,
      movedOff,
    };
  });
  return shift;
}

/** Moves the tasks of a shift, each to its new due date with a new version; inside the hire's own update. */
export async function applyStartDateShift(trx: Transaction<GatewayDatabase>, companyId: string, shift: StartDateShift, updatedAt: string): Promise<number> {
  const moving = shift.tasks.filter((task) => task.to !== task.from);
  for (const task of moving) {
    await trx
      .updateTable('hire_tasks')
      .set((set) => ({ due_date: task.to, version: set('version', '+', 1), updated_at: updatedAt }))
      .where('company_id', '=', companyId)
      .where('id', '=', task._id)
      .execute();
  }
  return moving.length;
}

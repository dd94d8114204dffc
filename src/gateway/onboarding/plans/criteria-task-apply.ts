import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CriteriaTaskChanges as CriteriaTaskChangesView } from '@shared/contract/plans';
import type { GatewayDatabase } from '../../db/schema';
import { recordHireChanges } from '../hires/hire-change-record';
import { recordIdOf } from '../hires/record-ids';
import { loadPeople } from '../people';
import type { CriteriaTaskChanges } from './criteria-task-changes';
import { type PlanTaskHire, planTaskRows } from './plan-task-rows';

/** A dimension's new values as the edit sends them: undefined leaves the dimension as it is, null clears it. */
export function changedCriteria(input: {
  departmentId?: string | null;
  locationId?: string | null;
  employmentStatus?: string;
  otherCriteria?: readonly { dimension: string; values: readonly string[] }[];
}): Map<string, readonly string[]> {
  const changed = new Map<string, readonly string[]>();
  const idValues = (id: string | null) => (id === null ? [] : [recordIdOf(id) ?? id]);
  if (input.departmentId !== undefined) changed.set('department', idValues(input.departmentId));
  if (input.locationId !== undefined) changed.set('location', idValues(input.locationId));
  if (input.employmentStatus !== undefined) changed.set('employment_status', [input.employmentStatus]);
  for (const entry of input.otherCriteria ?? []) changed.set(entry.dimension, entry.values);
  return changed;
}

/** The changes as the screen shows them: the tasks to add made for the hire as they would be stored (due date, assignee). */
export async function presentCriteriaTaskChanges(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: PlanTaskHire,
  changes: CriteriaTaskChanges,
  callerId: string,
): Promise<CriteriaTaskChangesView> {
  const now = new Date().toISOString();
  const added = await Promise.all(
    changes.add.map(async (entry) => ({ entry, row: (await planTaskRows(db, companyId, hire, entry.hirePlanId, [entry.template], callerId, now))[0] })),
  );
  const people = await loadPeople(db, companyId, [...added.map(({ row }) => row?.assignee_id), ...changes.remove.map((task) => task.assigneeId)]);
  return {
    add: added.map(({ entry, row }) => ({
      hirePlanId: entry.hirePlanId,
      taskTemplateId: entry.template.id,
      planName: entry.planName,
      title: entry.template.title,
      taskCategory: entry.template.task_category,
      dueDate: row?.due_date ?? '',
      assignee: row?.assignee_id ? (people.get(row.assignee_id) ?? null) : null,
    })),
    remove: changes.remove.map((task) => ({
      _id: task.taskId,
      planName: task.planName,
      title: task.title,
      taskCategory: task.taskCategory,
      dueDate: task.dueDate,
      assignee: task.assigneeId === null ? null : (people.get(task.assigneeId) ?? null),
    })),
  };
}

/**
 * Applies the changes the coordinator kept, among those still due (a choice no longer due is left
 * out), in the caller's transaction: tasks added as a plan gives them, open tasks removed (a done
 * one never). Records them on the hire. Answers how many tasks were added and removed.
 */
export async function applyCriteriaTaskChoice(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: PlanTaskHire,
  changes: CriteriaTaskChanges,
  choice: { add: readonly { hirePlanId: string; taskTemplateId: string }[]; remove: readonly string[] },
  author: { userId: string; at: string },
): Promise<{ added: number; removed: number }> {
  const wantedAdds = new Set(choice.add.map((entry) => `${recordIdOf(entry.hirePlanId)}/${recordIdOf(entry.taskTemplateId)}`));
  const wantedRemovals = new Set(choice.remove.map((id) => recordIdOf(id)));
  const adds = changes.add.filter((entry) => wantedAdds.has(`${entry.hirePlanId}/${entry.template.id}`));
  const removals = changes.remove.filter((task) => wantedRemovals.has(task.taskId));

  const rows = (await Promise.all(adds.map((entry) => planTaskRows(db, companyId, hire, entry.hirePlanId, [entry.template], author.userId, author.at)))).flat();
  if (rows.length > 0)
    await db
      .insertInto('hire_tasks')
      .values(rows.map((row) => ({ ...row, id: randomUUID() })))
      .execute();
  if (removals.length > 0) {
    await db
      .deleteFrom('hire_tasks')
      .where('company_id', '=', companyId)
      .where('hire_id', '=', hire.id)
      .where('status', '!=', 'done')
      .where(
        'id',
        'in',
        removals.map((task) => task.taskId),
      )
      .execute();
  }
  const titles = (list: readonly string[]) => (list.length === 0 ? null : list.join(', '));
  if (rows.length > 0 || removals.length > 0) {
    await recordHireChanges(db, { companyId, hireId: hire.id, changedBy: author.userId, changedAt: author.at }, [
      { field: 'planTasks', oldValue: titles(removals.map((task) => task.title)), newValue: titles(adds.map((entry) => entry.template.title)) },
    ]);
  }
  return { added: rows.length, removed: removals.length };
}

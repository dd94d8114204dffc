import type { Kysely } from 'kysely';
import type { OperationOutput } from '@shared/contract/registry';
import { ownTasksScope, reachedHires } from '../../access/caller-reach';
import { managerFieldView, searchesNamesOnly } from '../../access/hire-field-filter';
import type { CompanyGenerations } from '../../company-generations';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { requireRight } from '../onboarding-access';
import { countTasks } from './task-list-counts';
import { type AssignedInput, type TaskFilter, taskFilterOf } from './task-list-filters';
import { STATUS_ORDER, pageTaskIds } from './task-list-page';
import { todayOf } from './task-dates';
import { requireHire } from './task-guards';
import { TASK_TEXT } from './task-text';
import { presentTasks, taskOwnerOf, taskRowsInOrder } from './task-view';

export type AssignedTasksAnswer = OperationOutput<'tasks.assigned'>['data'];

/**
 * The signed-in user's tasks across hires, or everyone's for those who may view hires: a page,
 * its total and the counts by status, within the hires the caller reaches. An answer is kept under the company's `shown` and
 * `tasks` generations, which every change to a task, a hire or a person it names raises, so the
 * same page asked again (everyone's, by any coordinator of the company) is not read again.
 */
export function assignedTasksHandler(services: GatewayServices): OperationHandler<'tasks.assigned'> {
  return async (input, { caller, session }) => {
    const { db, taskList } = services;
    if (input.assignee === 'all') requireRight(caller, 'new_hires', 'view');
    const owner = input.assignee === 'me' ? await taskOwnerOf(db, caller) : null;
    // A hire filter names a hire of the company; another company's is as unknown as any.
    const hireId = input.hireId === undefined ? null : (await requireHire(db, caller, input.hireId)).id;
    const reach = await reachedHires(db, input.assignee === 'me' ? ownTasksScope(caller) : caller, session.generations);
    const namesOnly = searchesNamesOnly(await managerFieldView(db, caller));
    const scope = { companyId: caller.companyId, reached: reach?.within('t.hire_id') ?? null, searchesNamesOnly: namesOnly };
    const filter = taskFilterOf(input, scope, owner, hireId, todayOf(input.today));

    const key = keyOf(session.generations, filter, input, reach?.key ?? null);
    const kept = key === undefined ? undefined : taskList.read(key);
    if (kept !== undefined) return { message: TASK_TEXT.tasks, data: kept };
    const data = await readTasks(db, filter, input);
    if (key !== undefined) taskList.keep(key, data);
    return { message: TASK_TEXT.tasks, data };
  };
}

/** Everything an answer depends on, in one order whatever order the caller gave it in; none without generations. */
function keyOf(generations: CompanyGenerations | undefined, filter: TaskFilter, input: AssignedInput, reachKey: string | null): string | undefined {
  if (generations === undefined) return undefined;
  const statuses = [...new Set(input.status ?? [])].sort();
  return JSON.stringify([
    filter.companyId,
    generations.shown,
    generations.tasks,
    reachKey,
    filter.owner?.userId ?? null,
    filter.categories,
    filter.hireId,
    filter.due,
    filter.words,
    filter.searchesNamesOnly,
    filter.today,
    statuses,
    input.sortBy,
    input.sortOrder,
    input.offset,
    input.limit,
  ]);
}

async function readTasks(db: Kysely<GatewayDatabase>, filter: TaskFilter, input: AssignedInput): Promise<AssignedTasksAnswer> {
  const counts = await countTasks(db, filter);
  const statuses = STATUS_ORDER.filter(
    (status) => (input.status === undefined || input.status.length === 0 || input.status.includes(status)) && counts[status] > 0,
  );
  const total = statuses.reduce((sum, status) => sum + counts[status], 0);
  const ids = await pageTaskIds(db, filter, { statuses, sortBy: input.sortBy, sortOrder: input.sortOrder, offset: input.offset, limit: input.limit, total });
  const rows = await taskRowsInOrder(db, filter.companyId, ids);
  return { items: await presentTasks(db, filter.companyId, rows, filter.today), total, counts };
}

import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { listAssignedTasks } from '@shared/contract/tasks';
import { TASK_CATEGORIES, type TaskStatus } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { addDays } from '../hires/hire-dates';
import { containsPattern, searchWords } from '../hires/hire-names';
import { loadCaller, requireRight } from '../onboarding-access';
import { firstByDue } from './by-due-date';
import { mondayOf, todayOf } from './task-dates';
import { requireHire } from './task-guards';
import { TASK_TEXT } from './task-text';
import { TASK_COLUMNS, type TaskOwner, type TaskRow, companyTasks, ownedBy, presentTasks, taskOwnerOf, withdrawnHireIds } from './task-view';

type AssignedInput = z.output<typeof listAssignedTasks.input>;

/** Open tasks first, then blocked, then done: the order the status sort shows. */
const STATUS_ORDER: readonly TaskStatus[] = ['todo', 'blocked', 'done'];
const STATUS_RANK = sql<number>`case t.status when 'todo' then 0 when 'blocked' then 1 else 2 end`;
const CATEGORY_RANK = sql<number>`case t.task_category ${sql.join(
  TASK_CATEGORIES.map((category, index) => sql`when ${sql.lit(category)} then ${sql.lit(index)}`),
  sql` `,
)} end`;
/** Past this many rows, one sorted query is cheaper than a query per status merged here. */
const MERGE_LIMIT = 1000;

function sortKey(sortBy: AssignedInput['sortBy']) {
  switch (sortBy) {
    case 'dueDate':
      return sql`t.due_date`;
    case 'title':
      return sql`lower(t.title)`;
    case 'hire':
      return sql`h.sort_name`;
    case 'status':
      return STATUS_RANK;
    case 'taskCategory':
      return CATEGORY_RANK;
  }
}

/**
 * Every filter but the status filter and the withdrawn hires, in the database, on the tasks
 * alone: "mine" reads the assignee index, and a search word must be found in the title or the
 * hire's name.
 */
function filteredTasks(db: Kysely<GatewayDatabase>, companyId: string, input: AssignedInput, hireId: string | null, owner: TaskOwner | null, today: string) {
  let query = companyTasks(db, companyId);
  if (owner !== null) query = query.where(ownedBy(owner));
  if (input.taskCategory !== undefined && input.taskCategory.length > 0) query = query.where('t.task_category', 'in', input.taskCategory);
  if (hireId !== null) query = query.where('t.hire_id', '=', hireId);
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  switch (input.due) {
    case 'overdue':
      query = query.where('t.status', 'in', ['todo', 'blocked']).where('t.due_date', '<', today);
      break;
    case 'today':
      query = query.where('t.due_date', '=', today);
      break;
    case 'this_week':
      query = query.where('t.due_date', '>=', monday).where('t.due_date', '<=', sunday);
      break;
    case 'later':
      query = query.where('t.due_date', '>', sunday);
      break;
    case undefined:
      break;
  }
  for (const word of searchWords(input.search)) {
    const pattern = containsPattern(word);
    query = query.where((where) =>
      where.or([
        sql<SqlBool>`lower(t.title) like ${pattern} escape '\\'`,
        where(
          't.hire_id',
          'in',
          db.selectFrom('new_hires').select('id').where('company_id', '=', companyId).where(sql<SqlBool>`search_text like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query;
}

/** The signed-in user's tasks across hires, or everyone's for those who may view every hire. */
export function assignedTasksHandler(services: GatewayServices): OperationHandler<'tasks.assigned'> {
  return async (input, { session }) => {
    const { db } = services;
    const caller = await loadCaller(db, session);
    requireRight(caller, 'my_tasks', 'view');
    if (input.assignee === 'all') requireRight(caller, 'new_hires', 'view');
    const owner = input.assignee === 'me' ? await taskOwnerOf(db, caller) : null;
    const today = todayOf(input.today);
    // A hire filter names a hire of the company; another company's is as unknown as any.
    const hireId = input.hireId === undefined ? null : (await requireHire(db, caller.companyId, input.hireId)).id;
    const filtered = filteredTasks(db, caller.companyId, input, hireId, owner, today);

    const countRow = await filtered
      .where('t.hire_id', 'not in', withdrawnHireIds(db, caller.companyId))
      .select((select) => {
        const countOf = (condition: Expression<SqlBool>) => select.fn.sum<number | string | null>(select.case().when(condition).then(1).else(0).end());
        return [
          countOf(select('t.status', '=', 'todo')).as('todo'),
          countOf(select('t.status', '=', 'done')).as('done'),
          countOf(select('t.status', '=', 'blocked')).as('blocked'),
          countOf(select.and([select('t.status', '<>', 'done'), select('t.due_date', '<', today)])).as('overdue'),
        ];
      })
      .executeTakeFirst();
    const counts = {
      todo: Number(countRow?.todo ?? 0),
      done: Number(countRow?.done ?? 0),
      blocked: Number(countRow?.blocked ?? 0),
      overdue: Number(countRow?.overdue ?? 0),
    };
    const statuses = STATUS_ORDER.filter((status) => (input.status === undefined || input.status.length === 0 || input.status.includes(status)) && counts[status] > 0);
    const total = statuses.reduce((sum, status) => sum + counts[status], 0);

    // The page joins the hires it shows; a withdrawn hire's tasks are left out as they are met.
    const page = filtered.innerJoin('new_hires as h', 'h.id', 't.hire_id').where('h.status', '<>', 'withdrawn').select(TASK_COLUMNS);
    const end = input.offset + input.limit;
    let rows: TaskRow[];
    if (total === 0 || input.offset >= total) {
      rows = [];
    } else if ((input.sortBy === 'dueDate' || input.sortBy === 'status') && end <= MERGE_LIMIT) {
      const inOrder = input.sortBy === 'status' && input.sortOrder === 'desc' ? [...statuses].reverse() : statuses;
      const first = await firstByDue(
        inOrder,
        input.sortOrder,
        end,
        (status) =>
          page
            .where('t.status', '=', status)
            .orderBy('t.due_date', input.sortOrder)
            .orderBy('t.id', input.sortOrder)
            .limit(end)
            .execute(),
        input.sortBy === 'status',
      );
      rows = first.slice(input.offset);
    } else {
      rows = await page
        .where('t.status', 'in', statuses)
        .orderBy(sortKey(input.sortBy), input.sortOrder)
        .orderBy('t.due_date', input.sortOrder)
        .orderBy('t.id', input.sortOrder)
        .offset(input.offset)
        .limit(input.limit)
        .execute();
    }
    return {
      message: TASK_TEXT.tasks,
      data: { items: await presentTasks(db, caller.companyId, rows, today), total, counts },
    };
  };
}

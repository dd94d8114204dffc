import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DashboardSummary } from '@shared/contract/new-hires';
import { HIRE_STATUSES, type HireStatus } from '@shared/onboarding';
import { type ReachedHires, ownTasksScope, reachedHires } from '../../../access/caller-reach';
import type { GatewayDatabase } from '../../../db/schema';
import type { OperationHandler } from '../../../http/operation-handler';
import type { GatewayServices } from '../../../services';
import { addDays } from '../hire-dates';
import { hireFullName } from '../hire-names';
import { startDueHires } from '../due-hire-starts';
import { type OnboardingCaller, forbidden, holds } from '../../onboarding-access';
import { firstByDue } from '../../tasks/by-due-date';
import { mondayOf, todayOf } from '../../tasks/task-dates';
import { type TaskCounts, countTasks } from '../../tasks/task-list-counts';
import { TASK_COLUMNS, type TaskOwner, joinedTasks, ownedBy, presentTasks, taskOwnerOf } from '../../tasks/task-view';
import { DASHBOARD_LIMITS, DASHBOARD_TEXT } from './dashboard-text';
import { hireSummaryRows, presentHireSummaries } from './hire-summaries';
import { type ManagerFieldView, managerFieldView, withoutHiddenFields } from '../../../access/hire-field-filter';

const UPCOMING: readonly HireStatus[] = ['pending', 'preboarding', 'onboarding'];
const ACTIVE: readonly HireStatus[] = ['preboarding', 'onboarding'];
const OPEN = ['todo', 'blocked'] as const;

type Db = Kysely<GatewayDatabase>;

function noCounts(): Record<HireStatus, number> {
  return Object.fromEntries(HIRE_STATUSES.map((status) => [status, 0])) as Record<HireStatus, number>;
}

/** The hires' conditions a caller's reach adds: none when they reach every hire. */
type Reached = Expression<SqlBool> | null;

/**
 * Summed from hire_start_counts, which triggers keep (migration 0005), rather than counting every
 * hire; counted from the hires the caller reaches when that is not every hire.
 */
async function statusCounts(db: Db, companyId: string, reached: Reached): Promise<Record<HireStatus, number>> {
  const rows =
    reached === null
      ? await db
          .selectFrom('hire_start_counts')
          .select((select) => ['status', select.fn.sum<number | string>('hire_count').as('count')])
          .where('company_id', '=', companyId)
          .groupBy('status')
          .execute()
      : await db
          .selectFrom('new_hires as h')
          .select((select) => ['h.status', select.fn.countAll<number | string>().as('count')])
          .where('h.company_id', '=', companyId)
          .where(reached)
          .groupBy('h.status')
          .execute();
  const counts = noCounts();
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

async function startingBetween(db: Db, companyId: string, reached: Reached, from: string, to: string) {
  const rows = await hireSummaryRows(db, companyId, reached)
    .where('h.status', 'in', UPCOMING)
    .where('h.start_date', '>=', from)
    .where('h.start_date', '<=', to)
    .orderBy('h.start_date')
    .orderBy('h.sort_name')
    .limit(DASHBOARD_LIMITS.startingPerWeek)
    .execute();
  return presentHireSummaries(db, companyId, rows);
}

/**
 * The counts of the owner's tasks and, for those who see hires, the company's: open and overdue,
 * leaving out withdrawn hires' tasks (kept but hidden: ADR 0006), as the task lists count them.
 */
function taskCountsOf(db: Db, caller: OnboardingCaller, reach: ReachedHires | null, owner: TaskOwner | null, today: string): Promise<TaskCounts> {
  const reached = reach?.within('t.hire_id') ?? null;
  return countTasks(db, { companyId: caller.companyId, reached, owner, categories: [], hireId: null, due: null, words: [], searchesNamesOnly: false, today });
}

/** The first overdue tasks by due date under a condition, within the caller's reach, a query per open status each read in index order. */
function firstOverdue(db: Db, caller: OnboardingCaller, reach: ReachedHires | null, today: string, condition: Expression<SqlBool>, count: number) {
  const reached = reach?.within('t.hire_id') ?? null;
  return firstByDue(OPEN, 'asc', count, (status) =>
    joinedTasks(db, caller.companyId)
      .where('t.status', '=', status)
      .where('t.due_date', '<', today)
      .where('h.status', '<>', 'withdrawn')
      .where(condition)
      .$if(reached !== null, (query) => query.where(reached as Expression<SqlBool>))
      .select(TASK_COLUMNS)
      .orderBy('t.due_date')
      .orderBy('t.id')
      .limit(count)
      .execute(),
  );
}

async function overdueTasks(
  db: Db,
  caller: OnboardingCaller,
  reaches: { hires: ReachedHires | null; ownTasks: ReachedHires | null },
  owner: TaskOwner,
  mineCounted: TaskCounts,
  today: string,
  seesHires: boolean,
) {
  const mine = mineCounted.overdue;
  const reach = reaches.hires;
  const total = seesHires ? (await taskCountsOf(db, caller, reach, null, today)).overdue : mine;
  const mineFirst = mine === 0 ? [] : await firstOverdue(db, caller, reaches.ownTasks, today, ownedBy(owner), DASHBOARD_LIMITS.overdueItems);
  const room = DASHBOARD_LIMITS.overdueItems - mineFirst.length;
  // Only staff see others' tasks, and a staff member's own are those assigned to them.
  const others =
    seesHires && room > 0 && total > mine
      ? await firstOverdue(db, caller, reach, today, sql<SqlBool>`(t.assignee_id is null or t.assignee_id <> ${owner.userId})`, room)
      : [];
  return { total, mine, items: await presentTasks(db, caller.companyId, [...mineFirst, ...others], today) };
}

async function progressOf(
  db: Db,
  companyId: string,
  hires: { id: string; first_name: string; last_name: string; start_date: string; status: HireStatus }[],
  today: string,
) {
  if (hires.length === 0) return [];
  const rows = await db
    .selectFrom('hire_tasks')
    .select((select) => [
      'hire_id',
      select.fn.countAll<number | string>().as('total'),
      select.fn.sum<number | string | null>(select.case().when('status', '=', 'done').then(1).else(0).end()).as('done'),
      select.fn
        .sum<number | string | null>(
          select
            .case()
            .when(select.and([select('status', '<>', 'done'), select('due_date', '<', today)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('overdue'),
    ])
    .where('company_id', '=', companyId)
    .where(
      'hire_id',
      'in',
      hires.map((hire) => hire.id),
    )
    .groupBy('hire_id')
    .execute();
  const byHire = new Map(rows.map((row) => [row.hire_id, row]));
  return hires.map((hire) => {
    const row = byHire.get(hire.id);
    return {
      hireId: hire.id,
      fullName: hireFullName(hire),
      startDate: hire.start_date,
      status: hire.status,
      done: Number(row?.done ?? 0),
      total: Number(row?.total ?? 0),
      overdue: Number(row?.overdue ?? 0),
    };
  });
}

/**
 * What needs attention now. Weeks start on Monday and "today" is the caller's own date. Those who
 * may view hires see the company's they reach; anyone else (a new hire on their home page) sees their own
 * tasks and, for a new hire, their own progress.
 */
export function dashboardSummaryHandler(services: GatewayServices): OperationHandler<'newHire.dashboardSummary'> {
  return async (input, { caller, session }) => {
    const { db, dashboards } = services;
    if (!holds(caller, 'dashboard', 'view') && !holds(caller, 'home', 'view')) throw forbidden();
    const today = todayOf(input.today);
    const seesHires = caller.kind === 'staff' && holds(caller, 'new_hires', 'view');
    const generations = seesHires ? await startDueHires(db, services.hireList, caller.companyId, session.generations) : session.generations;
    const reach = await reachedHires(db, caller, generations);
    const ownReach = caller.taskReach === caller.reach ? reach : await reachedHires(db, ownTasksScope(caller), generations);
    // Everything it shows is under these: hires, their tasks, the people named.
    const key =
      generations &&
      JSON.stringify([caller.companyId, generations.hires, generations.shown, generations.tasks, caller.userId, reach?.key ?? null, seesHires, today]);
    const kept = key === undefined ? undefined : dashboards.read(key);
    if (kept !== undefined) return { message: DASHBOARD_TEXT.summary, data: kept };
    const data = withoutHiddenHireFields(
      await readDashboard(db, caller, { hires: reach, ownTasks: ownReach }, seesHires, today),
      await managerFieldView(db, caller),
    );
    if (key !== undefined) dashboards.keep(key, data);
    return { message: DASHBOARD_TEXT.summary, data };
  };
}

/** The hires it lists without the fields hidden from the caller (the manager's additional access). */
function withoutHiddenHireFields(summary: DashboardSummary, view: ManagerFieldView | null): DashboardSummary {
  if (view === null) return summary;
  const strip = (hires: DashboardSummary['startingThisWeek']) => hires.map((hire) => withoutHiddenFields(hire, view));
  return {
    ...summary,
    startingThisWeek: strip(summary.startingThisWeek),
    startingNextWeek: strip(summary.startingNextWeek),
    pendingApproval: { ...summary.pendingApproval, items: strip(summary.pendingApproval.items) },
  };
}

async function readDashboard(
  db: Db,
  caller: OnboardingCaller,
  reaches: { hires: ReachedHires | null; ownTasks: ReachedHires | null },
  seesHires: boolean,
  today: string,
): Promise<DashboardSummary> {
  const reach = reaches.hires;
  const owner = await taskOwnerOf(db, caller);
  const monday = mondayOf(today);
  const mine = await taskCountsOf(db, caller, reaches.ownTasks, owner, today);
  const reached = reach?.within('h.id') ?? null;
  const counts = seesHires ? await statusCounts(db, caller.companyId, reached) : noCounts();
  const pendingRows = seesHires
    ? await hireSummaryRows(db, caller.companyId, reached)
        .where('h.status', '=', 'pending')
        .orderBy('h.start_date')
        .orderBy('h.sort_name')
        .limit(DASHBOARD_LIMITS.pendingItems)
        .execute()
    : [];
  const activeHires = seesHires
    ? await db
        .selectFrom('new_hires as h')
        .select(['h.id', 'h.first_name', 'h.last_name', 'h.start_date', 'h.status'])
        .where('h.company_id', '=', caller.companyId)
        .where('h.status', 'in', ACTIVE)
        .$if(reached !== null, (query) => query.where(reached as Expression<SqlBool>))
        .orderBy('h.start_date')
        .orderBy('h.sort_name')
        .limit(DASHBOARD_LIMITS.progressHires)
        .execute()
    : owner.hireId === null
      ? []
      : await db
          .selectFrom('new_hires')
          .select(['id', 'first_name', 'last_name', 'start_date', 'status'])
          .where('company_id', '=', caller.companyId)
          .where('id', '=', owner.hireId)
          .execute();

  return {
    today,
    counts,
    startingThisWeek: seesHires ? await startingBetween(db, caller.companyId, reached, monday, addDays(monday, 6)) : [],
    startingNextWeek: seesHires ? await startingBetween(db, caller.companyId, reached, addDays(monday, 7), addDays(monday, 13)) : [],
    pendingApproval: { total: counts.pending, items: await presentHireSummaries(db, caller.companyId, pendingRows) },
    overdueTasks: await overdueTasks(db, caller, reaches, owner, mine, today, seesHires),
    myOpenTasks: mine.todo + mine.blocked,
    progress: await progressOf(db, caller.companyId, activeHires, today),
  };
}

import type { HirePlan } from '@shared/contract/tasks';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { isoTimestamp } from './hire-dates';
import { loadPeople } from '../people';
import { requireHire } from '../tasks/task-guards';
import { TASK_TEXT } from '../tasks/task-text';

export function hirePlansHandler(services: GatewayServices): OperationHandler<'newHire.plans'> {
  return async (input, { caller }) => {
    const { db } = services;
    const hire = await requireHire(db, caller, input.hiresId);
    const plans = await db
      .selectFrom('hire_plans as p')
      // Joined through the hire as well, so the tasks come from the hire's index.
      .leftJoin('hire_tasks as t', (join) =>
        join.on('t.company_id', '=', caller.companyId).onRef('t.hire_id', '=', 'p.hire_id').onRef('t.hire_plan_id', '=', 'p.id'),
      )
      .select((select) => [
        'p.id',
        'p.plan_template_id',
        'p.name',
        'p.assigned_by',
        'p.assigned_at',
        select.fn.count<number | string>('t.id').as('task_count'),
        select.fn.sum<number | string | null>(select.case().when('t.status', '=', 'done').then(1).else(0).end()).as('done_count'),
      ])
      .where('p.company_id', '=', caller.companyId)
      .where('p.hire_id', '=', hire.id)
      .groupBy(['p.id', 'p.plan_template_id', 'p.name', 'p.assigned_by', 'p.assigned_at'])
      .orderBy('p.assigned_at')
      .orderBy('p.id')
      .execute();
    const people = await loadPeople(
      db,
      caller.companyId,
      plans.map((plan) => plan.assigned_by),
    );
    const data: HirePlan[] = plans.map((plan) => ({
      _id: plan.id,
      planTemplateId: plan.plan_template_id,
      name: plan.name,
      assignedBy: plan.assigned_by === null ? null : (people.get(plan.assigned_by) ?? null),
      assignedAt: isoTimestamp(plan.assigned_at),
      taskCount: Number(plan.task_count),
      doneCount: Number(plan.done_count ?? 0),
    }));
    return { message: TASK_TEXT.plans, data };
  };
}

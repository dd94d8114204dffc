import type { PlanTaskDraft } from '@shared/contract/onboarding-schemas';
import type { ResolvedPlanTask } from '@shared/contract/tasks';

/** A held plan task as newHire.assignPlan takes it back. */
export function toPlanTaskDraft(task: ResolvedPlanTask): PlanTaskDraft {
  return {
    title: task.title,
    description: task.description,
    taskCategory: task.taskCategory,
    assigneeRole: task.assigneeRole,
    assigneeUserId: task.assigneeUserId,
    dueOffsetDays: task.dueOffsetDays,
    dueOffsetUnit: task.dueOffsetUnit,
    planTaskTemplateId: task.planTaskTemplateId,
  };
}

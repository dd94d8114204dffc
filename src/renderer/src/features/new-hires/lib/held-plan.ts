import type { PlanTaskDraft } from '@shared/contract/onboarding-schemas';
import type { ResolvedPlanTask } from '@shared/contract/tasks';

/** A plan's task as the add flow holds it: the resolved task and its place in the template. */
export interface HeldPlanTask {
  index: number;
  task: ResolvedPlanTask;
}

/** What newHire.assignPlan stores for the hire. */
export interface PlanToAssign {
  planTemplateId: string;
  name: string;
  tasks: PlanTaskDraft[];
}

/** The template's tasks the user kept: all but those taken out (by their place in the template). */
export function keptTasks(tasks: readonly ResolvedPlanTask[], removed: readonly number[]): HeldPlanTask[] {
  const out = new Set(removed);
  return tasks.flatMap((task, index) => (out.has(index) ? [] : [{ index, task }]));
}

import { useState } from 'react';
import type { ResolvedPlanTask } from '@shared/contract/tasks';

export interface PlanDraft {
  planTemplateId: string;
  name: string;
  tasks: readonly ResolvedPlanTask[];
}

/**
 * Spec sections 3 and 4: a plan's tasks are held on the client until the plan is assigned, and
 * the held list is emptied once the assign-plan call succeeds.
 */
export function usePlanDraft() {
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  return {
    draft,
    hold: (next: PlanDraft) => setDraft(next),
    rename: (name: string) => setDraft((current) => (current ? { ...current, name } : current)),
    remove: (task: ResolvedPlanTask) => setDraft((current) => (current ? { ...current, tasks: current.tasks.filter((held) => held !== task) } : current)),
    clear: () => setDraft(null),
  };
}

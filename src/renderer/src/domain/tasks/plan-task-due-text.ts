import type { ResolvedPlanTask } from '@shared/contract/tasks';
import { toDisplayDate } from '@shared/date-format';

/** When a plan's task falls due: its date when the start date is known, else its rule ("Due 3 working days after the start date"). */
export function planTaskDueText(task: Pick<ResolvedPlanTask, 'dueDate' | 'dueOffsetDays' | 'dueOffsetUnit'>): string {
  if (task.dueDate) return `Due ${toDisplayDate(task.dueDate)}`;
  const days = Math.abs(task.dueOffsetDays);
  if (days === 0) return 'Due on the start date';
  const unit = `${task.dueOffsetUnit === 'workingDays' ? 'working day' : 'day'}${days === 1 ? '' : 's'}`;
  return `Due ${days} ${unit} ${task.dueOffsetDays < 0 ? 'before' : 'after'} the start date`;
}

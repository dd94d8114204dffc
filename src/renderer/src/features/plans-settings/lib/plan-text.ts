import type { DueOffsetUnit } from '@shared/working-days';

/** The plans screen's words. */
export const PLANS_TEXT = {
  title: 'Onboarding plans',
  intro:
    'Plans are the tasks a new hire gets. Each task can be kept for some hires by its criteria; a plan can be given by itself when a matching hire is approved.',
  addPlan: 'Add plan',
  addTask: 'Add task',
  editPlan: 'Edit plan',
  emptyTitle: 'No plans yet',
  emptyText: 'A plan holds the tasks every new hire works through: add one, then add its tasks.',
  noTasks: 'This plan has no tasks yet.',
  loadFailed: 'The plans could not be loaded',
  archived: 'Archived',
  autoAssign: 'Assigned automatically',
  showArchived: 'Show archived plans',
  hires: (count: number) => (count === 1 ? '1 hire' : `${count} hires`),
  tasks: (count: number) => (count === 1 ? '1 task' : `${count} tasks`),
  removeConfirm: (title: string) => `Remove the task “${title}” from this plan? Hires who already have it keep it.`,
  archiveConfirm: (name: string) => `Archive “${name}”? It is no longer offered or given by itself; hires keep the tasks it gave them.`,
} as const;

/** A due rule in words: "3 working days before the start date", "On the start date". */
export function dueRuleText(days: number, unit: DueOffsetUnit): string {
  if (days === 0) return 'On the start date';
  const count = Math.abs(days);
  const noun = unit === 'workingDays' ? (count === 1 ? 'working day' : 'working days') : count === 1 ? 'day' : 'days';
  return `${count} ${noun} ${days < 0 ? 'before' : 'after'} the start date`;
}

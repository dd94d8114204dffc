import { describe, expect, it } from 'vitest';
import { planTaskDueText } from '@renderer/domain/tasks/plan-task-due-text';

describe('when a plan’s task falls due', () => {
  it('names its date once the start date is known, else its rule in calendar or working days', () => {
    expect(planTaskDueText({ dueDate: '2031-12-29', dueOffsetDays: 4, dueOffsetUnit: 'workingDays' })).toBe('Due 12/29/2031');
    expect(planTaskDueText({ dueDate: null, dueOffsetDays: 3, dueOffsetUnit: 'workingDays' })).toBe('Due 3 working days after the start date');
    expect(planTaskDueText({ dueDate: null, dueOffsetDays: -1, dueOffsetUnit: 'workingDays' })).toBe('Due 1 working day before the start date');
    expect(planTaskDueText({ dueDate: null, dueOffsetDays: -7, dueOffsetUnit: 'calendarDays' })).toBe('Due 7 days before the start date');
    expect(planTaskDueText({ dueDate: null, dueOffsetDays: 0, dueOffsetUnit: 'calendarDays' })).toBe('Due on the start date');
  });
});

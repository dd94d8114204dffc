import type { AssigneeRole, TaskCategory } from '@shared/onboarding';
import type { DueOffsetUnit } from '@shared/working-days';

export interface SampleTask {
  title: string;
  description: string;
  category: TaskCategory;
  assignee: AssigneeRole;
  /** Days from the start date: negative before it. */
  dueOffsetDays: number;
  dueOffsetUnit: DueOffsetUnit;
}

/** What "Start from the sample set" gives a new company: a few departments and one standard plan. */
export const SAMPLE_DEPARTMENTS = ['Engineering', 'Sales', 'Operations', 'People'] as const;

export const SAMPLE_PLAN = {
  name: 'Standard onboarding',
  description: 'The first weeks of every new hire: the paperwork, the people, the company and the job.',
  tasks: [
    {
      title: 'Order the laptop and accounts',
      description: '<p>Laptop, email and the tools of the team, ready on day one.</p>',
      category: 'logistics',
      assignee: 'coordinator',
      dueOffsetDays: -5,
      dueOffsetUnit: 'workingDays',
    },
    {
      title: 'Sign the contract and send your documents',
      description: '<p>Your signed contract, bank details and right-to-work documents.</p>',
      category: 'logistics',
      assignee: 'new_hire',
      dueOffsetDays: -3,
      dueOffsetUnit: 'calendarDays',
    },
    {
      title: 'Meet your buddy for coffee',
      description: '<p>Someone to ask anything, from where things are to how things are done.</p>',
      category: 'build_relationships',
      assignee: 'buddy',
      dueOffsetDays: 1,
      dueOffsetUnit: 'workingDays',
    },
    {
      title: 'Welcome lunch with the team',
      description: '',
      category: 'build_relationships',
      assignee: 'manager',
      dueOffsetDays: 3,
      dueOffsetUnit: 'workingDays',
    },
    {
      title: 'Read how the company works',
      description: '<p>Our mission, our values and how decisions are made.</p>',
      category: 'know_the_company',
      assignee: 'new_hire',
      dueOffsetDays: 5,
      dueOffsetUnit: 'workingDays',
    },
    {
      title: 'Set the goals of the first 90 days',
      description: '',
      category: 'job_training',
      assignee: 'manager',
      dueOffsetDays: 10,
      dueOffsetUnit: 'workingDays',
    },
    {
      title: 'Finish the role’s training',
      description: '<p>The courses and shadowing the role needs.</p>',
      category: 'job_training',
      assignee: 'new_hire',
      dueOffsetDays: 30,
      dueOffsetUnit: 'calendarDays',
    },
  ] satisfies readonly SampleTask[],
} as const;

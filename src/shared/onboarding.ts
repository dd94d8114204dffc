/**
 * The onboarding model's fixed vocabularies (docs/adr/0006): hire statuses and the moves a person
 * may ask for, task categories (spec section 3), task statuses, who a task goes to.
 */
export const HIRE_STATUSES = ['pending', 'preboarding', 'onboarding', 'completed', 'withdrawn'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

export const HIRE_STATUS_LABELS: Readonly<Record<HireStatus, string>> = {
  pending: 'Pending',
  preboarding: 'Preboarding',
  onboarding: 'Onboarding',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

/**
 * The moves a coordinator may ask for. Preboarding becomes onboarding by itself on the start date
 * (in the hire's timezone), so nobody asks for that move. A withdrawn hire is reopened before the
 * start date only, to pending (approved again) or straight to preboarding, as the coordinator chooses.
 */
export const HIRE_STATUS_MOVES: Readonly<Record<HireStatus, readonly HireStatus[]>> = {
  pending: ['preboarding', 'withdrawn'],
  preboarding: ['withdrawn'],
  onboarding: ['completed', 'withdrawn'],
  completed: [],
  withdrawn: ['pending', 'preboarding'],
};

/** What each move is called on a button; reopening is one button asking where to (REOPEN_CHOICES). */
export const HIRE_STATUS_MOVE_LABELS: Readonly<Record<HireStatus, string>> = {
  pending: 'Reopen',
  preboarding: 'Approve',
  onboarding: 'Start onboarding',
  completed: 'Complete onboarding',
  withdrawn: 'Withdraw',
};

/** Where a reopened hire may go, as the reopen dialog offers it. */
export const REOPEN_CHOICES: readonly { status: 'pending' | 'preboarding'; label: string; explanation: string }[] = [
  { status: 'pending', label: 'Pending approval', explanation: 'The hire is approved again before preboarding starts.' },
  { status: 'preboarding', label: 'Preboarding (approved)', explanation: 'The hire is approved at once; preboarding goes on where it stopped.' },
];

/** Spec section 3: the four values of taskCategory, in the order screens show them. */
export const TASK_CATEGORIES = ['build_relationships', 'know_the_company', 'job_training', 'logistics'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_CATEGORY_LABELS: Readonly<Record<TaskCategory, string>> = {
  build_relationships: 'Build relationships',
  know_the_company: 'Know the company',
  job_training: 'Job training',
  logistics: 'Logistics',
};

export const TASK_STATUSES = ['todo', 'done', 'blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  todo: 'To do',
  done: 'Done',
  blocked: 'Blocked',
};

/** Who a task goes to: a role around the hire, resolved to a person when tasks are made, or a named user. */
export const ASSIGNEE_ROLES = ['new_hire', 'manager', 'coordinator', 'buddy', 'user'] as const;
export type AssigneeRole = (typeof ASSIGNEE_ROLES)[number];

export const ASSIGNEE_ROLE_LABELS: Readonly<Record<AssigneeRole, string>> = {
  new_hire: 'The new hire',
  manager: 'Their manager',
  coordinator: 'Their coordinator',
  buddy: 'Their buddy',
  user: 'A named person',
};

export const EMPLOYMENT_STATUSES = ['full_time', 'part_time', 'contractor', 'intern'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const EMPLOYMENT_STATUS_LABELS: Readonly<Record<EmploymentStatus, string>> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contractor: 'Contractor',
  intern: 'Intern',
};

/** A task is due at most a year before or after the start date. */
export const MAX_DUE_OFFSET_DAYS = 365;
export const MAX_PLAN_TASKS = 200;
export const WELCOME_MESSAGE_MAX_TEXT = 5000;
export const TASK_DESCRIPTION_MAX_TEXT = 2000;
export const HIRE_LIST_MAX_PAGE = 100;
export const TASK_COMMENT_MAX_LENGTH = 2000;
/** The longest task title, plan name or document title, in characters. */
export const TITLE_MAX_LENGTH = 200;
export const TASK_SORT_FIELDS = ['dueDate', 'title', 'hire', 'status', 'taskCategory'] as const;
export const TASK_DUE_FILTERS = ['overdue', 'today', 'this_week', 'later'] as const;

import { z } from 'zod';
import { EMPLOYMENT_STATUSES, TASK_COMMENT_MAX_LENGTH, TASK_DESCRIPTION_MAX_TEXT, TASK_DUE_FILTERS, TASK_SORT_FIELDS, TITLE_MAX_LENGTH } from '../onboarding';
import { ONBOARDING_TEXT } from '../messages';
import { messageOutputSchema } from './auth';
import {
  assigneeRoleSchema,
  dueOffsetUnitSchema,
  isoDate,
  pagingInput,
  personRefSchema,
  recordId,
  repeatedParam,
  taskCategorySchema,
  taskSchema,
  taskStatusSchema,
} from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { richTextHtml } from './rich-text';
import { multiLineText, singleLineText, TEXT_LENGTH_TEXT } from './text';

/** Plans and tasks: spec section 7's calls word for word, and the task changes the screens need in their style. */

const version = z.coerce.number().int().min(1);
export const taskOutput = z.object({ message: z.string(), data: taskSchema });

export const planTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  tasks: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      description: z.string(),
      taskCategory: taskCategorySchema,
      assigneeRole: assigneeRoleSchema,
      assignee: personRefSchema.nullable(),
      dueOffsetDays: z.number(),
      dueOffsetUnit: dueOffsetUnitSchema,
    }),
  ),
});
export type PlanTemplate = z.infer<typeof planTemplateSchema>;

export const listPlanTemplates = defineOperation({
  name: 'tasks.planTemplates',
  gateway: 'onboarding',
  method: 'GET',
  path: 'tasks/plan-templates',
  summary: 'The company’s plan templates with their task templates.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(planTemplateSchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

/** A plan's task as the client holds it before the plan is assigned, resolved for the hire where it can be. */
export const resolvedPlanTaskSchema = z.object({
  /** The task template it comes from; sent back with assign-plan. */
  planTaskTemplateId: z.string(),
  title: z.string(),
  description: z.string(),
  taskCategory: taskCategorySchema,
  assigneeRole: assigneeRoleSchema,
  assigneeUserId: z.string().nullable(),
  dueOffsetDays: z.number(),
  dueOffsetUnit: dueOffsetUnitSchema,
  /** Start date plus the offset, on a working day of the hire's location; null when no start date was given. */
  dueDate: z.string().nullable(),
  assignee: personRefSchema.nullable(),
  assigneeNote: z.string().nullable(),
});
export type ResolvedPlanTask = z.infer<typeof resolvedPlanTaskSchema>;

export const onboardingPlanTasks = defineOperation({
  name: 'tasks.planTasks',
  gateway: 'onboarding',
  method: 'POST',
  path: 'tasks/Tasks-Onboarding',
  summary: 'A plan template’s tasks resolved for a hire (saved or still being entered); nothing is stored.',
  input: z.object({
    planTemplateId: recordId('Plan template'),
    /** A saved hire: its start date and people are used. */
    hireId: recordId('Hire id').optional(),
    /** A hire still being entered: the form's start date and people. */
    startDate: isoDate('Start date').optional(),
    managerId: recordId('Manager').nullish(),
    coordinatorId: recordId('Coordinator').nullish(),
    buddyId: recordId('Buddy').nullish(),
    /** A hire still being entered: the form's location, whose holidays due dates avoid. */
    locationId: recordId('Location').nullish(),
    /** A hire still being entered: the form's department and employment status, which the templates' criteria match against. */
    departmentId: recordId('Department').nullish(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES).optional(),
  }),
  output: z.object({
    message: z.string(),
    data: z.object({
      plan: z.object({ _id: z.string(), name: z.string() }),
      /** The templates whose criteria the hire matches: what assigning the plan gives. */
      tasks: z.array(resolvedPlanTaskSchema),
      /** The plan's other templates, left out for this hire. */
      notMatching: z.array(z.object({ _id: z.string(), title: z.string() })),
    }),
  }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const hirePlanSchema = z.object({
  _id: z.string(),
  planTemplateId: z.string().nullable(),
  name: z.string(),
  assignedBy: personRefSchema.nullable(),
  assignedAt: z.string(),
  taskCount: z.number(),
  doneCount: z.number(),
});
export type HirePlan = z.infer<typeof hirePlanSchema>;

/** What a task and a plan's task template both hold: a title, a description, a category and who does it. */
export const taskContentFields = {
  title: singleLineText('Title')
    .min(1, { error: 'This field is required' })
    .max(TITLE_MAX_LENGTH, { error: TEXT_LENGTH_TEXT.tooLong('Title', TITLE_MAX_LENGTH) }),
  description: richTextHtml('Description', TASK_DESCRIPTION_MAX_TEXT).default(''),
  taskCategory: taskCategorySchema,
  assigneeRole: assigneeRoleSchema,
  assigneeUserId: recordId('Person')
    .nullish()
    .transform((value) => value ?? null),
};

export const taskFields = {
  ...taskContentFields,
  dueDate: isoDate('Due date'),
};

export const namesItsUser = (task: { assigneeRole: string; assigneeUserId: string | null }) => task.assigneeRole !== 'user' || task.assigneeUserId !== null;

export const listHireTasks = defineOperation({
  name: 'tasks.ofHire',
  gateway: 'onboarding',
  method: 'GET',
  path: 'tasks/hire-tasks/{hireId}',
  summary: 'Every task of a hire, by due date.',
  input: z.object({ hireId: recordId('Hire id') }),
  output: z.object({ message: z.string(), data: z.array(taskSchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const getTask = defineOperation({
  name: 'tasks.get',
  gateway: 'onboarding',
  method: 'GET',
  path: 'tasks/task/{taskId}',
  summary: 'One task as it is stored now, for whoever may see it.',
  input: z.object({
    taskId: recordId('Task id'),
    /** The caller's own date, for overdue. */
    today: isoDate('Today').optional(),
  }),
  output: taskOutput,
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

export const listAssignedTasks = defineOperation({
  name: 'tasks.assigned',
  gateway: 'onboarding',
  method: 'GET',
  path: '/tasks/assign-tasks-list',
  summary: 'The signed-in user’s tasks across hires (or everyone’s, for those who manage new hires).',
  input: z.object({
    ...pagingInput,
    sortBy: z.enum(TASK_SORT_FIELDS).default('dueDate'),
    status: repeatedParam(taskStatusSchema),
    taskCategory: repeatedParam(taskCategorySchema),
    hireId: recordId('Hire id').optional(),
    due: z.enum(TASK_DUE_FILTERS).optional(),
    /** The caller's own date, for overdue and this week. */
    today: isoDate('Today').optional(),
    assignee: z.enum(['me', 'all']).default('me'),
  }),
  output: z.object({
    message: z.string(),
    data: z.object({
      items: z.array(taskSchema),
      total: z.number(),
      counts: z.object({ todo: z.number(), done: z.number(), blocked: z.number(), overdue: z.number() }),
    }),
  }),
  access: { kind: 'right', right: 'onb.my_tasks.view' },
  idempotent: true,
  renderer: true,
});

export const updateTask = defineOperation({
  name: 'tasks.update',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'tasks/update-task/{taskId}',
  summary: 'Change a task’s title, description, category, assignee or due date.',
  input: z
    .object({ taskId: recordId('Task id'), version, ...taskFields })
    .refine(namesItsUser, { error: ONBOARDING_TEXT.assigneeUserRequired, path: ['assigneeUserId'] }),
  output: taskOutput,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  renderer: true,
});

export const changeTaskStatus = defineOperation({
  name: 'tasks.changeStatus',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'tasks/change-task-status/{taskId}',
  summary: 'Complete, reopen or block a task (blocking needs a reason).',
  input: z
    .object({
      taskId: recordId('Task id'),
      version,
      status: taskStatusSchema,
      blockedReason: multiLineText('Reason')
        .max(500)
        .nullish()
        .transform((value) => (value ? value : null)),
    })
    .refine((input) => input.status !== 'blocked' || input.blockedReason !== null, {
      error: ONBOARDING_TEXT.blockedReasonRequired,
      path: ['blockedReason'],
    }),
  output: taskOutput,
  access: { kind: 'signedIn' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const deleteTask = defineOperation({
  name: 'tasks.delete',
  gateway: 'onboarding',
  method: 'DELETE',
  path: 'tasks/delete-task/{taskId}',
  summary: 'Delete a task that is not done; done tasks stay as the hire’s history.',
  input: z.object({ taskId: recordId('Task id'), version }),
  output: messageOutputSchema,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  renderer: true,
});

export const taskCommentSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  /** Plain text; line breaks kept. */
  body: z.string(),
  /** Null once the author's account is gone. */
  author: personRefSchema.nullable(),
  createdAt: z.string(),
  /**
   * The Idempotency-Key the comment was sent with, given to its author only: their client shows a
   * comment as waiting until the answer comes, and a list read before it already holds the comment.
   */
  requestKey: z.string().optional(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

export const addTaskComment = defineOperation({
  name: 'tasks.addComment',
  gateway: 'onboarding',
  method: 'POST',
  path: 'tasks/add-task-comment/{taskId}',
  summary: 'Add a comment to a task; anyone who may see the task may comment on it.',
  input: z.object({
    taskId: recordId('Task id'),
    body: multiLineText('Comment', { missing: ONBOARDING_TEXT.commentRequired })
      .min(1, { error: ONBOARDING_TEXT.commentRequired })
      .max(TASK_COMMENT_MAX_LENGTH, { error: ONBOARDING_TEXT.commentTooLong }),
  }),
  output: z.object({ message: z.string(), data: taskCommentSchema }),
  access: { kind: 'signedIn' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const listTaskComments = defineOperation({
  name: 'tasks.comments',
  gateway: 'onboarding',
  method: 'GET',
  path: 'tasks/task-comments/{taskId}',
  summary: 'A task’s comments, oldest first.',
  input: z.object({ taskId: recordId('Task id') }),
  output: z.object({ message: z.string(), data: z.array(taskCommentSchema) }),
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

/** Every `tasks.*` operation, by name. */
export const tasksOperations = {
  'tasks.planTemplates': listPlanTemplates,
  'tasks.planTasks': onboardingPlanTasks,
  'tasks.ofHire': listHireTasks,
  'tasks.get': getTask,
  'tasks.assigned': listAssignedTasks,
  'tasks.update': updateTask,
  'tasks.changeStatus': changeTaskStatus,
  'tasks.delete': deleteTask,
  'tasks.addComment': addTaskComment,
  'tasks.comments': listTaskComments,
} as const satisfies NamespaceOperations<'tasks'>;

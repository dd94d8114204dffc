import { z } from 'zod';
import { EMPLOYMENT_STATUSES, MAX_DUE_OFFSET_DAYS, MAX_PLAN_TASKS, TITLE_MAX_LENGTH } from '../onboarding';
import { criteriaDimensionSchema, criteriaSchema } from './criteria';
import { assigneeRoleSchema, dueOffsetUnitSchema, personRefSchema, recordId, taskCategorySchema } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { taskContentFields } from './tasks';
import { multiLineText, singleLineText, TEXT_LENGTH_TEXT } from './text';

/**
 * The company's onboarding plans as /settings/tasks edits them (docs/gateway.md, Onboarding
 * plans): plans, their task templates, and the criteria that decide which hires get which.
 */

const version = z.coerce.number().int().min(1);
export const PLAN_DESCRIPTION_MAX_LENGTH = 2000;

export const taskTemplateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  taskCategory: taskCategorySchema,
  assigneeRole: assigneeRoleSchema,
  assignee: personRefSchema.nullable(),
  /** Negative: before the start date. */
  dueOffsetDays: z.number(),
  dueOffsetUnit: dueOffsetUnitSchema,
  criteria: criteriaSchema,
  version: z.number().int(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Given by itself to a hire it matches when the hire is approved. */
  autoAssign: z.boolean(),
  criteria: criteriaSchema,
  archived: z.boolean(),
  /** Hires the plan has been given to. */
  hireCount: z.number(),
  taskTemplates: z.array(taskTemplateSchema),
  version: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

const planFields = {
  name: singleLineText('Name')
    .min(1, { error: 'Give the plan a name.' })
    .max(TITLE_MAX_LENGTH, { error: TEXT_LENGTH_TEXT.tooLong('Name', TITLE_MAX_LENGTH) }),
  description: multiLineText('Description')
    .max(PLAN_DESCRIPTION_MAX_LENGTH, { error: TEXT_LENGTH_TEXT.tooLong('Description', PLAN_DESCRIPTION_MAX_LENGTH) })
    .default(''),
  autoAssign: z.boolean().default(false),
  criteria: criteriaSchema.default([]),
};

export const taskTemplateFields = {
  ...taskContentFields,
  dueOffsetDays: z.coerce
    .number({ error: 'Give the number of days.' })
    .int({ error: 'Give a whole number of days.' })
    .min(-MAX_DUE_OFFSET_DAYS, { error: `Use at most ${MAX_DUE_OFFSET_DAYS} days.` })
    .max(MAX_DUE_OFFSET_DAYS, { error: `Use at most ${MAX_DUE_OFFSET_DAYS} days.` }),
  dueOffsetUnit: dueOffsetUnitSchema.default('calendarDays'),
  criteria: criteriaSchema.default([]),
};

const namesItsUser = (template: { assigneeRole: string; assigneeUserId: string | null }) =>
  template.assigneeRole !== 'user' || template.assigneeUserId !== null;
const NAMED_USER_REQUIRED = { error: 'Choose the person the task goes to.', path: ['assigneeUserId'] };

const planOutput = z.object({ message: z.string(), data: planSchema });

export const listPlans = defineOperation({
  name: 'plans.list',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/plans',
  summary: 'The company’s plans with their task templates and criteria; archived plans too, marked.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(planSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const createPlan = defineOperation({
  name: 'plans.create',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/plans',
  summary: 'Add a plan (no task templates yet).',
  input: z.object(planFields),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  renderer: true,
});

export const updatePlan = defineOperation({
  name: 'plans.update',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/plans/{id}',
  summary: 'Change a plan’s name, description, criteria or whether it is assigned by itself; hires keep the tasks it gave them.',
  input: z.object({ id: recordId('Plan'), version, ...planFields }),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const archivePlan = defineOperation({
  name: 'plans.archive',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/plans/{id}/archived',
  summary: 'Archive a plan (no longer offered nor assigned by itself) or restore it; hires keep its tasks.',
  input: z.object({ id: recordId('Plan'), version, archived: z.boolean() }),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const reorderTaskTemplates = defineOperation({
  name: 'plans.reorderTaskTemplates',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/plans/{id}/task-template-order',
  summary: 'Put a plan’s task templates in this order: every one of them, each once.',
  input: z.object({
    id: recordId('Plan'),
    version,
    taskTemplateIds: z.array(recordId('Task template')).max(MAX_PLAN_TASKS),
  }),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const addTaskTemplate = defineOperation({
  name: 'plans.addTaskTemplate',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/plans/{planId}/task-templates',
  summary: 'Add a task template at the end of a plan.',
  input: z.object({ planId: recordId('Plan'), ...taskTemplateFields }).refine(namesItsUser, NAMED_USER_REQUIRED),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  renderer: true,
});

export const updateTaskTemplate = defineOperation({
  name: 'plans.updateTaskTemplate',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/task-templates/{id}',
  summary: 'Change a task template; tasks already given to hires stay as they are.',
  input: z.object({ id: recordId('Task template'), version, ...taskTemplateFields }).refine(namesItsUser, NAMED_USER_REQUIRED),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const removeTaskTemplate = defineOperation({
  name: 'plans.removeTaskTemplate',
  gateway: 'onboarding',
  method: 'DELETE',
  path: 'settings/task-templates/{id}',
  summary: 'Remove a task template from its plan; tasks already given to hires stay.',
  input: z.object({ id: recordId('Task template'), version }),
  output: planOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const plansOperations = {
  'plans.list': listPlans,
  'plans.create': createPlan,
  'plans.update': updatePlan,
  'plans.archive': archivePlan,
  'plans.reorderTaskTemplates': reorderTaskTemplates,
  'plans.addTaskTemplate': addTaskTemplate,
  'plans.updateTaskTemplate': updateTaskTemplate,
  'plans.removeTaskTemplate': removeTaskTemplate,
} as const satisfies NamespaceOperations<'plans'>;

/** A hire's criteria as an edit would leave them: the built-ins by their fields, any other dimension by its values; what is not sent stays. */
export const hireCriteriaChangeFields = {
  departmentId: recordId('Department').nullish(),
  locationId: recordId('Location').nullish(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES).optional(),
  otherCriteria: z
    .array(z.object({ dimension: criteriaDimensionSchema, values: z.array(singleLineText('A value').max(200)).max(100) }))
    .max(50)
    .default([]),
};

/** What a change of a hire's criteria would do to the open tasks of the hire's plans (docs/gateway.md, Onboarding plans). */
export const criteriaTaskChangesSchema = z.object({
  add: z.array(
    z.object({
      hirePlanId: z.string(),
      taskTemplateId: z.string(),
      planName: z.string(),
      title: z.string(),
      taskCategory: taskCategorySchema,
      dueDate: z.string(),
      assignee: personRefSchema.nullable(),
    }),
  ),
  remove: z.array(
    z.object({
      _id: z.string(),
      planName: z.string(),
      title: z.string(),
      taskCategory: taskCategorySchema,
      dueDate: z.string(),
      assignee: personRefSchema.nullable(),
    }),
  ),
});
export type CriteriaTaskChanges = z.infer<typeof criteriaTaskChangesSchema>;

/** The changes the coordinator kept: those still due when the edit is saved are applied with it. */
export const criteriaTaskChoiceSchema = z.object({
  add: z
    .array(z.object({ hirePlanId: recordId('Plan of the hire'), taskTemplateId: recordId('Task template') }))
    .max(MAX_PLAN_TASKS * 10)
    .default([]),
  remove: z
    .array(recordId('Task'))
    .max(MAX_PLAN_TASKS * 10)
    .default([]),
});

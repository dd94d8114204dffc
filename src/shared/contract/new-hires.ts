import { z } from 'zod';
import { ONBOARDING_TEXT } from '../messages';
import { HIRE_LIST_MAX_PAGE, MAX_PLAN_TASKS, TITLE_MAX_LENGTH, WELCOME_MESSAGE_MAX_TEXT } from '../onboarding';
import { messageOutputSchema } from './auth';
import { companyDetailsSchema } from './settings';
import {
  customFieldValueInput,
  keyOwnError,
  firstDayOutputSchema,
  firstDaySchema,
  hireFieldsSchema,
  hireSchema,
  hireStatusSchema,
  hireSummarySchema,
  isoDate,
  optionSchema,
  pagingInput,
  personRefSchema,
  planTaskDraftSchema,
  recordId,
  repeatedParam,
  statusCountsSchema,
  taskCategorySchema,
  taskSchema,
} from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { ownFieldSchema } from './own-fields';
import { welcomeBlockIdSchema, welcomePageViewSchema } from './welcome-pages';
import { richTextHtml } from './rich-text';
import { criteriaTaskChangesSchema, criteriaTaskChoiceSchema, hireCriteriaChangeFields } from './plans';
import { hirePlanSchema, namesItsUser, taskFields, taskOutput } from './tasks';
import { multiLineText, singleLineText, TEXT_LENGTH_TEXT } from './text';

export { type OwnField, ownFieldSchema } from './own-fields';

/** Spec section 7's new-hire calls, word for word, and the calls the screens need in the same style. */

export const HIRE_SORT_FIELDS = ['fullName', 'startDate', 'status', 'jobTitle', 'department', 'location', 'createdAt'] as const;
export type HireSortField = (typeof HIRE_SORT_FIELDS)[number];

const version = z.coerce.number().int().min(1);

/** A date field's bound is a day, a number field's a number; the gateway checks which the field is. */
const FIELD_BOUND_PARAM = /^[^:]{1,64}:(\d{4}-\d{2}-\d{2}|-?\d{1,15}(\.\d{1,15})?)$/;
const fieldFilterParam = (label: string, format: RegExp) =>
  singleLineText(label).regex(format, { error: 'Write a custom field filter as the field’s id, a colon and the value.' });

export const listHiresInputSchema = z
  .object({
    ...pagingInput,
    limit: z.coerce.number().int().min(1).max(HIRE_LIST_MAX_PAGE).default(10),
    sortBy: z.enum(HIRE_SORT_FIELDS).default('startDate'),
    status: repeatedParam(hireStatusSchema),
    departmentId: repeatedParam(recordId('Department')),
    locationId: repeatedParam(recordId('Location')),
    managerId: repeatedParam(recordId('Manager')),
    startFrom: isoDate('Start date from').optional(),
    startTo: isoDate('Start date to').optional(),
    /** A custom field's value, `<fieldId>:<value>` (an option's key, yes or no); a field's values are any of, fields all of. */
    fieldValue: repeatedParam(fieldFilterParam('Custom field filter', /^[^:]{1,64}:[^:]{1,64}$/)),
    /** A date or number field's range, `<fieldId>:<YYYY-MM-DD>` or `<fieldId>:<number>`. */
    fieldFrom: repeatedParam(fieldFilterParam('Custom field from', FIELD_BOUND_PARAM)),
    fieldTo: repeatedParam(fieldFilterParam('Custom field to', FIELD_BOUND_PARAM)),
    /** Custom fields whose values each row carries in `customFields`, for the columns a user chose; sensitive ones never. */
    fieldColumn: repeatedParam(recordId('Custom field column')),
  })
  .refine((input) => !input.startFrom || !input.startTo || input.startFrom <= input.startTo, {
    error: 'The start of the range must not be after its end.',
    path: ['startTo'],
  });
export type ListHiresInput = z.input<typeof listHiresInputSchema>;

export const listHires = defineOperation({
  name: 'newHire.list',
  gateway: 'onboarding',
  method: 'GET',
  path: 'NewHire/list-preview-experience',
  summary: 'A page of the company’s hires, filtered and sorted, with counts by status.',
  input: listHiresInputSchema,
  output: z.object({
    message: z.string(),
    data: z.object({
      items: z.array(hireSummarySchema),
      total: z.number(),
      /** Counts by status under every filter but the status filter, for the status tabs. */
      counts: statusCountsSchema,
    }),
  }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

const hireOutput = z.object({ message: z.string(), data: hireSchema });

export const createHire = defineOperation({
  name: 'newHire.create',
  gateway: 'onboarding',
  method: 'POST',
  path: 'NewHire/create-hire',
  summary: 'Add a hire: pending until approved, or approved at once (preboarding).',
  input: hireFieldsSchema.extend({
    status: z.enum(['pending', 'preboarding']).default('preboarding'),
    /** The plan the add flow assigns itself after the create: approving at creation does not give it by itself too. */
    planTemplateId: recordId('Plan template').nullish(),
  }),
  output: hireOutput,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

/** Why an existing hire may be the one being entered. */
export const HIRE_DUPLICATE_REASONS = ['personalEmail', 'workEmail', 'nameAndStartDate'] as const;
export type HireDuplicateReason = (typeof HIRE_DUPLICATE_REASONS)[number];

/** What is compared is matched whole (an email as typed so far finds nothing); blank is left out. */
const duplicateText = (label: string, max: number) => singleLineText(label).max(max).optional();

export const hireDuplicateSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  status: hireStatusSchema,
  startDate: z.string(),
  reasons: z.array(z.enum(HIRE_DUPLICATE_REASONS)),
});
export type HireDuplicate = z.infer<typeof hireDuplicateSchema>;

export const findHireDuplicates = defineOperation({
  name: 'newHire.duplicates',
  gateway: 'onboarding',
  method: 'GET',
  path: 'NewHire/duplicates',
  summary: 'The company’s hires, withdrawn ones included, with the personal or work email given, or the same name and start date.',
  input: z.object({
    personalEmail: duplicateText('Personal email', 320),
    workEmail: duplicateText('Work email', 320),
    firstName: duplicateText('First name', 100),
    lastName: duplicateText('Last name', 100),
    startDate: isoDate('Start date').optional(),
  }),
  output: z.object({ message: z.string(), data: z.object({ items: z.array(hireDuplicateSchema) }) }),
  // Asked while a hire is entered, so by whoever may add one.
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: true,
  renderer: true,
});

export const getHire = defineOperation({
  name: 'newHire.get',
  gateway: 'onboarding',
  method: 'GET',
  path: '/NewHire/get-hire/{id}',
  summary: 'One hire, by the hire’s id or by the id of the hire’s own account.',
  input: z.object({ id: recordId('Hire id') }),
  output: hireOutput,
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

/** The required fields an update may leave out, as a manager does with those hidden from them: left out, a field is kept as it is. */
const LEFT_OUT_FIELDS = { personalEmail: true, jobTitle: true, employmentStatus: true, timezone: true } as const;
export type LeftOutField = keyof typeof LEFT_OUT_FIELDS;
const updateHireInput = hireFieldsSchema
  .partial(LEFT_OUT_FIELDS)
  .extend({ id: recordId('Hire id'), version, criteriaTasks: criteriaTaskChoiceSchema.optional() });
export type UpdateHireFields = z.output<typeof updateHireInput>;

export const updateHire = defineOperation({
  name: 'newHire.update',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'NewHire/update-hire/{id}',
  summary: 'Change a hire’s details; a new start date moves the due dates of unfinished tasks.',
  input: updateHireInput,
  output: z.object({ message: z.string(), data: z.object({ hire: hireSchema, shiftedTasks: z.number() }) }),
  // Those with onb.new_hires.manage, and a manager through the manager's additional access for the fields at `edit` for them: the gateway decides.
  access: { kind: 'signedIn' },
  idempotent: false,
  renderer: true,
});

export const previewCriteriaTasks = defineOperation({
  name: 'newHire.previewCriteriaTasks',
  gateway: 'onboarding',
  method: 'POST',
  path: 'NewHire/criteria-tasks/{id}',
  summary:
    'Which open tasks of the hire’s plans a change of department, location, employment status or other criteria would add or remove, before it is saved.',
  input: z.object({ id: recordId('Hire id'), ...hireCriteriaChangeFields }),
  output: z.object({ message: z.string(), data: criteriaTaskChangesSchema }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const startDateShiftSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Days between the two start dates; negative moves tasks earlier. A task lands on a working day of the hire's location. */
  days: z.number(),
  tasks: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      taskCategory: taskCategorySchema,
      assignee: personRefSchema.nullable(),
      from: z.string(),
      to: z.string(),
      /** The day the task would have landed on when it is not worked at the hire's location; the task moved off it to `to`. */
      movedOff: z.object({ date: z.string(), holiday: z.string().nullable() }).nullable(),
    }),
  ),
});
export type StartDateShift = z.infer<typeof startDateShiftSchema>;

export const previewStartDateShift = defineOperation({
  name: 'newHire.previewStartDateShift',
  gateway: 'onboarding',
  method: 'GET',
  path: 'NewHire/start-date-shift/{id}',
  summary: 'What a new start date would move, before it is saved.',
  input: z.object({ id: recordId('Hire id'), startDate: isoDate('Start date') }),
  output: z.object({ message: z.string(), data: startDateShiftSchema }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const changeHireStatus = defineOperation({
  name: 'newHire.changeStatus',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'NewHire/change-status/{id}',
  summary: 'Move a hire to another status; a move the model does not allow is 409 with the allowed ones.',
  input: z.object({ id: recordId('Hire id'), version, status: hireStatusSchema, reason: multiLineText('Reason').max(500).optional() }),
  output: hireOutput,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  renderer: true,
});

export const hireChangeSchema = z.object({
  _id: z.string(),
  field: z.string(),
  /** The field as people call it, e.g. 'Start date'. */
  label: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedBy: personRefSchema.nullable(),
  changedAt: z.string(),
});
export type HireChange = z.infer<typeof hireChangeSchema>;

export const listHireChanges = defineOperation({
  name: 'newHire.changes',
  gateway: 'onboarding',
  method: 'GET',
  path: 'NewHire/hire-changes/{id}',
  summary: 'The change record of a hire, newest first: who changed which field, when, from what to what.',
  input: z.object({
    id: recordId('Hire id'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  output: z.object({ message: z.string(), data: z.object({ items: z.array(hireChangeSchema), total: z.number() }) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const hireDocumentSchema = z.object({
  _id: z.string(),
  fileId: z.string(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: personRefSchema.nullable(),
  uploadedAt: z.string(),
});
export type HireDocument = z.infer<typeof hireDocumentSchema>;

export const listHireDocuments = defineOperation({
  name: 'newHire.documents',
  gateway: 'onboarding',
  method: 'GET',
  path: '/NewHire/get-hire-doc/{userId}',
  summary: 'The documents kept with a hire, by the hire’s id or by the id of the hire’s own account.',
  input: z.object({ userId: recordId('Hire id') }),
  output: z.object({ message: z.string(), data: z.array(hireDocumentSchema) }),
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

export const addHireDocument = defineOperation({
  name: 'newHire.addDocument',
  gateway: 'onboarding',
  method: 'POST',
  path: 'NewHire/add-hire-doc/{hireId}',
  summary: 'Keep an uploaded file (POST /files) with a hire, under a title.',
  input: z.object({
    hireId: recordId('Hire id'),
    fileId: recordId('File id'),
    title: singleLineText('Document title')
      .min(1, { error: 'Give the document a title.' })
      .max(TITLE_MAX_LENGTH, { error: TEXT_LENGTH_TEXT.tooLong('Document title', TITLE_MAX_LENGTH) }),
  }),
  output: z.object({ message: z.string(), data: hireDocumentSchema }),
  // Those with onb.new_hires.manage, and a manager of the hire when the manager's additional access gives documents: the gateway decides.
  access: { kind: 'signedIn' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const removeHireDocument = defineOperation({
  name: 'newHire.removeDocument',
  gateway: 'onboarding',
  method: 'DELETE',
  path: 'NewHire/remove-hire-doc/{documentId}',
  summary: 'Stop keeping a document with a hire; the file itself is deleted with it.',
  input: z.object({ documentId: recordId('Document id') }),
  output: messageOutputSchema,
  // Those with onb.new_hires.manage, and a manager of the hire when the manager's additional access gives documents: the gateway decides.
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

/** Another hire starting near the new hire ("Starting with you"), with only the fields visible to the company. */
/** Another hire as the company may see them: no id, so nothing of them can be asked for again. */
export const colleagueStartSchema = z.object({
  fullName: z.string(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), text: z.string() })),
});
export type ColleagueStart = z.infer<typeof colleagueStartSchema>;

export const welcomeExperienceSchema = z.object({
  hireId: z.string(),
  firstName: z.string(),
  preferredName: z.string().nullable(),
  fullName: z.string(),
  jobTitle: z.string(),
  startDate: z.string(),
  /** Null when the company hides it from the new hire. */
  timezone: z.string().nullable(),
  status: hireStatusSchema,
  department: optionSchema.nullable(),
  location: optionSchema.nullable(),
  company: companyDetailsSchema,
  /** Sanitised rich text (docs/widgets.md). */
  welcomeMessage: z.string(),
  firstDay: firstDayOutputSchema,
  manager: personRefSchema.nullable(),
  buddy: personRefSchema.nullable(),
  coordinator: personRefSchema.nullable(),
  /** The tasks that are the new hire's own, by due date. */
  tasks: z.array(taskSchema),
  /** The fields of their own record they may see, by section. */
  aboutYou: z.array(ownFieldSchema),
  /** Hires starting within 14 days of them, nearest start first. */
  startingWithYou: z.array(colleagueStartSchema),
  /**
   * The company's pages this hire gets, in order (docs/adr/0011-welcome-pages.md); the welcome message
   * is the first page's greeting. Empty when no published page goes to them.
   */
  pages: z.array(welcomePageViewSchema),
  version: z.number().int(),
});
export type WelcomeExperience = z.infer<typeof welcomeExperienceSchema>;

const welcomeOutput = z.object({ message: z.string(), data: welcomeExperienceSchema });

export const saveWelcomeExperience = defineOperation({
  name: 'newHire.previewWelcomeExperience',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'NewHire/preview-welcome-experience/{newHireId}',
  summary: 'Save a hire’s welcome message and first-day details, and answer the welcome experience as the hire will see it.',
  input: z.object({
    newHireId: recordId('Hire id'),
    version,
    welcomeMessage: richTextHtml('Welcome message', WELCOME_MESSAGE_MAX_TEXT),
    firstDay: firstDaySchema,
  }),
  output: welcomeOutput,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  renderer: true,
});

export const updateOwnFields = defineOperation({
  name: 'newHire.updateOwnFields',
  gateway: 'onboarding',
  method: 'PATCH',
  path: 'NewHire/own-fields/{id}',
  summary:
    'A new hire saves fields of their own record the company lets them edit; checked as the profile edit checks them. 409 when the hire changed since it was read.',
  input: z.object({
    id: recordId('Hire id'),
    version,
    /** By field key: a built-in key or a custom field's id. */
    fields: z.record(singleLineText('A field').max(64), customFieldValueInput, keyOwnError),
  }),
  output: welcomeOutput,
  access: { kind: 'right', right: 'onb.welcome.view' },
  idempotent: true,
  renderer: true,
});

export const submitWelcomeForm = defineOperation({
  name: 'newHire.submitWelcomeForm',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'NewHire/welcome-pages/{pageId}/forms/{blockId}',
  summary:
    'A new hire sends a page’s form: the values go to their profile, checked as the profile edit checks them and only for fields they may edit; the page stays at the version they sent it on. 409 when the hire changed since it was read.',
  input: z.object({
    pageId: recordId('Page'),
    blockId: welcomeBlockIdSchema,
    hireId: recordId('Hire id'),
    /** The hire's version as read. */
    version,
    /** The page version the form was read on. */
    pageVersion: version,
    fields: z.record(singleLineText('A field').max(64), customFieldValueInput, keyOwnError),
  }),
  // The welcome experience, with this page kept at the version sent on.
  output: welcomeOutput,
  access: { kind: 'right', right: 'onb.welcome.view' },
  idempotent: true,
  renderer: true,
});

export const getWelcomeExperience = defineOperation({
  name: 'newHire.welcomeExperience',
  gateway: 'onboarding',
  method: 'GET',
  path: 'NewHire/welcome-experience/{id}',
  summary: 'The welcome experience of a hire, by hire id or account id; a new hire may read only their own.',
  input: z.object({ id: recordId('Hire id') }),
  output: welcomeOutput,
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

export const inviteHire = defineOperation({
  name: 'newHire.invite',
  gateway: 'onboarding',
  method: 'POST',
  path: 'NewHire/invite-hire/{id}',
  summary: 'Give an approved hire their own account and mail them a link to set its password; again, it mails a new link.',
  input: z.object({ id: recordId('Hire id') }),
  output: hireOutput,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const dashboardSummarySchema = z.object({
  today: z.string(),
  counts: statusCountsSchema,
  startingThisWeek: z.array(hireSummarySchema),
  startingNextWeek: z.array(hireSummarySchema),
  pendingApproval: z.object({ total: z.number(), items: z.array(hireSummarySchema) }),
  overdueTasks: z.object({ total: z.number(), mine: z.number(), items: z.array(taskSchema) }),
  myOpenTasks: z.number(),
  /** Active hires (preboarding and onboarding) by start date, with their task progress. */
  progress: z.array(
    z.object({
      hireId: z.string(),
      fullName: z.string(),
      startDate: z.string(),
      status: hireStatusSchema,
      done: z.number(),
      total: z.number(),
      overdue: z.number(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardSummary = defineOperation({
  name: 'newHire.dashboardSummary',
  gateway: 'onboarding',
  method: 'GET',
  path: 'NewHire/dashboard-summary',
  summary: 'What needs attention now; weeks start on Monday and "today" is the caller’s own date.',
  input: z.object({ today: isoDate('Today').optional() }),
  output: z.object({ message: z.string(), data: dashboardSummarySchema }),
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

export const assignPlan = defineOperation({
  name: 'newHire.assignPlan',
  gateway: 'onboarding',
  method: 'POST',
  path: '/NewHire/new-hire-assign-plan',
  summary: 'Store the tasks the client held for a plan as the hire’s tasks, in one transaction.',
  input: z.object({
    hireId: recordId('Hire id'),
    planTemplateId: recordId('Plan template')
      .nullish()
      .transform((value) => value ?? null),
    name: singleLineText('Plan name')
      .min(1)
      .max(TITLE_MAX_LENGTH, { error: TEXT_LENGTH_TEXT.tooLong('Plan name', TITLE_MAX_LENGTH) }),
    tasks: z.array(planTaskDraftSchema).min(1, { error: 'Keep at least one task in the plan.' }).max(MAX_PLAN_TASKS),
  }),
  output: z.object({ message: z.string(), data: z.object({ plan: hirePlanSchema, tasks: z.array(taskSchema) }) }),
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const listHirePlans = defineOperation({
  name: 'newHire.plans',
  gateway: 'onboarding',
  method: 'GET',
  path: '/NewHire/new-hire-plans/{hiresId}',
  summary: 'The plans assigned to a hire, with their progress.',
  input: z.object({ hiresId: recordId('Hire id') }),
  output: z.object({ message: z.string(), data: z.array(hirePlanSchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const createTask = defineOperation({
  name: 'newHire.createTask',
  gateway: 'onboarding',
  method: 'POST',
  path: '/NewHire/create-task/{hireId}',
  summary: 'Add one task to a hire.',
  input: z
    .object({ hireId: recordId('Hire id'), ...taskFields })
    .refine(namesItsUser, { error: ONBOARDING_TEXT.assigneeUserRequired, path: ['assigneeUserId'] }),
  output: taskOutput,
  access: { kind: 'right', right: 'onb.new_hires.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

/** Every `newHire.*` operation, by name. */
export const newHireOperations = {
  'newHire.list': listHires,
  'newHire.create': createHire,
  'newHire.duplicates': findHireDuplicates,
  'newHire.get': getHire,
  'newHire.update': updateHire,
  'newHire.previewStartDateShift': previewStartDateShift,
  'newHire.previewCriteriaTasks': previewCriteriaTasks,
  'newHire.changeStatus': changeHireStatus,
  'newHire.changes': listHireChanges,
  'newHire.documents': listHireDocuments,
  'newHire.addDocument': addHireDocument,
  'newHire.removeDocument': removeHireDocument,
  'newHire.previewWelcomeExperience': saveWelcomeExperience,
  'newHire.welcomeExperience': getWelcomeExperience,
  'newHire.submitWelcomeForm': submitWelcomeForm,
  'newHire.updateOwnFields': updateOwnFields,
  'newHire.invite': inviteHire,
  'newHire.dashboardSummary': dashboardSummary,
  'newHire.assignPlan': assignPlan,
  'newHire.plans': listHirePlans,
  'newHire.createTask': createTask,
} as const satisfies NamespaceOperations<'newHire'>;

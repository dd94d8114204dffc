import { z } from 'zod';
import { ONBOARDING_TEXT, VALIDATION } from '../messages';
import {
  ASSIGNEE_ROLES,
  EMPLOYMENT_STATUSES,
  HIRE_STATUSES,
  MAX_DUE_OFFSET_DAYS,
  TASK_CATEGORIES,
  TASK_DESCRIPTION_MAX_TEXT,
  TASK_STATUSES,
  TITLE_MAX_LENGTH,
} from '../onboarding';
import { CUSTOM_FIELD_TEXT_MAX } from '../custom-fields';
import { findTimezone } from '../timezones';
import { MANAGER_TASK_LEVELS } from '../field-access';
import { DUE_OFFSET_UNITS } from '../working-days';
import { richTextHtml } from './rich-text';
import { emailAddress, multiLineText, singleLineText, TEXT_LENGTH_TEXT } from './text';

/** Schema pieces the onboarding operations share: ids, dates, people, options, hires and tasks. */

/** Every schema `recordId` made: how the contract-generated suites tell a field that names a record. */
export const RECORD_ID_SCHEMAS = z.registry<Record<string, never>>();

/** A record's id; the label names the field as people know it ('Hire id', or 'Manager' for a picker's choice). */
export function recordId(label: string) {
  const schema = singleLineText(label).min(1).max(64);
  RECORD_ID_SCHEMAS.add(schema, {});
  return schema;
}

function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Spec section 7: dates are sent as YYYY-MM-DD. */
export function isoDate(label: string) {
  return singleLineText(label).refine(isCalendarDay, { error: ONBOARDING_TEXT.dateInvalid });
}

/** A field's longest text, said in its own words rather than zod's. */
const atMost = (label: string, max: number) => ({ error: TEXT_LENGTH_TEXT.tooLong(label, max) });
const required = (label: string, max: number) => singleLineText(label).min(1, { error: VALIDATION.fieldRequired }).max(max, atMost(label, max));
/** An optional text: blank reads as null, so clearing a field clears it on the gateway too. */
const optionalText = (text: ReturnType<typeof singleLineText>, max: number, label?: string) =>
  text
    .max(max, label === undefined ? undefined : atMost(label, max))
    .nullish()
    .transform((value) => (value ? value : null));
const optionalId = (label: string) =>
  recordId(label)
    .nullish()
    .transform((value) => value ?? null);
/** Blank reads as null, like optionalText; anything else must pass `format`. */
const optionalFormatted = (text: ReturnType<typeof singleLineText>, format: z.ZodType<string, string>) =>
  text
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(format.nullable());

/** A query parameter that may come once (a string) or repeated (an array). */
export function repeatedParam<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(50).optional());
}

export const pagingInput = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  search: singleLineText('Search').max(100).optional(),
};

/** A person named on a hire or a task; fullName is what the async pickers show (spec section 3). */
export const personRefSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** Spec section 3: table filter options are `_id` and `label`. */
export const optionSchema = z.object({ _id: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** A department, location or other criterion as pickers and filters take it; `archived` true marks one offered only to a hire that holds it already. */
export const placeOptionSchema = optionSchema.extend({ archived: z.boolean().optional() });
export type PlaceOption = z.infer<typeof placeOptionSchema>;

export const hireStatusSchema = z.enum(HIRE_STATUSES);
export const taskCategorySchema = z.enum(TASK_CATEGORIES, { error: 'Choose a category.' });
export const taskStatusSchema = z.enum(TASK_STATUSES);
export const assigneeRoleSchema = z.enum(ASSIGNEE_ROLES, { error: 'Choose who the task goes to.' });
export const dueOffsetUnitSchema = z.enum(DUE_OFFSET_UNITS, { error: 'Choose calendar days or working days.' });

export const statusCountsSchema = z.object(
  Object.fromEntries(HIRE_STATUSES.map((status) => [status, z.number()])) as Record<(typeof HIRE_STATUSES)[number], z.ZodNumber>,
);

/** A custom field's value: text, a number, yes/no, a multi select's option keys, or null for none. */
/** A record whose refused key is reported as the key's own rule says, not as zod's 'Invalid key in record'. */
export const keyOwnError = {
  error: (issue: { code: string; issues?: readonly { message: string }[] }) => (issue.code === 'invalid_key' ? issue.issues?.[0]?.message : undefined),
};

export const customFieldValueInput = z.union([
  multiLineText('A custom field').max(CUSTOM_FIELD_TEXT_MAX),
  z.number(),
  z.boolean(),
  z.array(singleLineText('An option').max(64)).max(100),
  z.null(),
]);
export const customFieldValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]));

/** What a coordinator enters about a hire; create and update take the same fields. */
export const hireFieldsSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  preferredName: optionalText(singleLineText('Preferred name'), 100, 'Preferred name'),
  personalEmail: emailAddress('Personal email', VALIDATION.emailInvalid),
  workEmail: optionalFormatted(singleLineText('Work email').toLowerCase(), z.email({ error: VALIDATION.emailInvalid })),
  phone: optionalFormatted(singleLineText('Phone'), z.string().regex(/^\+[1-9]\d{6,14}$/, { error: ONBOARDING_TEXT.phoneInvalid })),
  jobTitle: required('Job title', 150),
  departmentId: optionalId('Department'),
  locationId: optionalId('Location'),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: VALIDATION.fieldRequired }),
  startDate: isoDate('Start date'),
  timezone: required('Timezone', 200).refine((text) => findTimezone(text) !== undefined, { error: ONBOARDING_TEXT.timezoneUnknown }),
  managerId: optionalId('Manager'),
  coordinatorId: optionalId('Coordinator'),
  buddyId: optionalId('Buddy'),
  /** The company's other criteria set on the hire (settings/other-criteria); left out, an edit keeps them as they are. */
  otherCriterionIds: z.array(recordId('Other criteria')).max(50).optional(),
  /** Values of the company's custom fields, keyed by field id, each checked against its field by the gateway (docs/gateway.md, Custom fields). */
  customFields: z.record(singleLineText('A custom field').max(64), customFieldValueInput, keyOwnError).default({}),
});
export type HireFields = z.input<typeof hireFieldsSchema>;

/** One row of the hires list. */
export const hireSummarySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  fullName: z.string(),
  /** Absent when hidden from the caller (the manager's additional access, docs/gateway.md "Fields"), as are the other fields a company may hide. */
  personalEmail: z.string().optional(),
  jobTitle: z.string().optional(),
  department: optionSchema.nullable(),
  location: optionSchema.nullable(),
  manager: personRefSchema.nullable(),
  status: hireStatusSchema,
  startDate: z.string(),
  taskProgress: z.object({ done: z.number(), total: z.number() }),
  createdAt: z.string(),
  /** In the hires list, the values of the fields it asked for as columns (`fieldColumn`). */
  customFields: customFieldValuesSchema.optional(),
});
export type HireSummary = z.infer<typeof hireSummarySchema>;

/** A time of day on the 24-hour clock, HH:mm: the form checks it as the gateway does. */
export const TIME_OF_DAY = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, invalid: 'Use a time written as HH:mm.' } as const;

export const firstDaySchema = z.object({
  /** Local time at the hire's location, HH:mm. */
  arrivalTime: optionalFormatted(singleLineText('Arrival time'), z.string().regex(TIME_OF_DAY.pattern, { error: TIME_OF_DAY.invalid })),
  address: optionalText(singleLineText('Address'), 300),
  instructions: optionalText(multiLineText('Instructions'), 1000),
});
export type FirstDay = z.output<typeof firstDaySchema>;

/** First-day details as the gateway answers them: already clean, and free of transforms so the answer can be serialised. */
export const firstDayOutputSchema = z.object({
  arrivalTime: z.string().nullable(),
  address: z.string().nullable(),
  instructions: z.string().nullable(),
}) satisfies z.ZodType<FirstDay>;

/** What a manager seeing a hire through the manager's additional access may do with it (docs/gateway.md "Fields"). */
export const hireManagerAccessSchema = z.object({
  /** Built-in field keys (`phone`) and custom field ids at `edit`: only these may change through newHire.update. */
  editableFields: z.array(z.string()),
  tasks: z.enum(MANAGER_TASK_LEVELS),
  documents: z.boolean(),
});
export type HireManagerAccess = z.infer<typeof hireManagerAccessSchema>;

/** A hire as the profile and the info screen show it. */
export const hireSchema = hireSummarySchema.extend({
  workEmail: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES).optional(),
  timezone: z.string().optional(),
  coordinator: personRefSchema.nullable().optional(),
  buddy: personRefSchema.nullable().optional(),
  /** The new hire's own account, once invited. */
  userId: z.string().nullable(),
  customFields: customFieldValuesSchema,
  /** Sensitive fields that hold a value the caller may not read: left out of `customFields`, shown as set. */
  maskedFields: z.array(z.string()),
  /** The other criteria set on the hire, by name; archived ones stay and are marked. */
  otherCriteria: z.array(placeOptionSchema).optional(),
  /** The people the hire's "user of the company" fields name, by field id: screens show their names, not the ids. */
  fieldPeople: z.record(z.string(), personRefSchema).optional(),
  welcomeMessage: z.string(),
  firstDay: firstDayOutputSchema,
  createdBy: personRefSchema.nullable(),
  updatedBy: personRefSchema.nullable(),
  updatedAt: z.string(),
  /** Optimistic concurrency: a write names the version it read. */
  version: z.number().int(),
  /** The status moves the signed-in user may ask for now. */
  allowedMoves: z.array(hireStatusSchema),
  /** Present only when the caller sees the hire through the manager's additional access; otherwise their rights decide. */
  managerAccess: hireManagerAccessSchema.optional(),
});
export type Hire = z.infer<typeof hireSchema>;

/** A task as it leaves a plan before it is stored: a template line, resolved for one hire when it can be. */
export const planTaskDraftSchema = z
  .object({
    title: required('Title', TITLE_MAX_LENGTH),
    description: richTextHtml('Description', TASK_DESCRIPTION_MAX_TEXT).default(''),
    taskCategory: taskCategorySchema,
    assigneeRole: assigneeRoleSchema,
    assigneeUserId: optionalId('Person'),
    dueOffsetDays: z.coerce.number().int().min(-MAX_DUE_OFFSET_DAYS).max(MAX_DUE_OFFSET_DAYS),
    dueOffsetUnit: dueOffsetUnitSchema.default('calendarDays'),
    /** The plan's task template it was made from: what a later change of the hire's criteria compares. */
    planTaskTemplateId: optionalId('Task template'),
  })
  .refine((task) => task.assigneeRole !== 'user' || task.assigneeUserId !== null, {
    error: ONBOARDING_TEXT.assigneeUserRequired,
    path: ['assigneeUserId'],
  });
export type PlanTaskDraft = z.input<typeof planTaskDraftSchema>;

export const taskSchema = z.object({
  _id: z.string(),
  hire: z.object({ _id: z.string(), fullName: z.string(), startDate: z.string(), status: hireStatusSchema }),
  title: z.string(),
  description: z.string(),
  taskCategory: taskCategorySchema,
  assigneeRole: assigneeRoleSchema,
  assignee: personRefSchema.nullable(),
  /** Why the task went to someone other than its rule says, e.g. the hire has no buddy yet. */
  assigneeNote: z.string().nullable(),
  dueDate: z.string(),
  status: taskStatusSchema,
  blockedReason: z.string().nullable(),
  completedBy: personRefSchema.nullable(),
  completedAt: z.string().nullable(),
  /** The hire's plan the task came from; null for a task added one by one. */
  planId: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Task = z.infer<typeof taskSchema>;

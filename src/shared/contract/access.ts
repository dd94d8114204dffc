import { z } from 'zod';
import {
  ACCESS_PAGE_TEXT,
  ADMINISTRATIVE_ROLES,
  CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH,
  CUSTOM_ROLE_NAME_MAX_LENGTH,
  MAX_MEMBER_EXCEPTIONS,
  ROLE_REACHES,
  isGrantableRight,
} from '../access';
import { VALIDATION } from '../messages';
import { STAFF_ROLES } from '../roles';
import { criteriaSchema } from './criteria';
import { recordId } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { PERSON_STATUSES } from './people';
import { multiLineText, singleLineText } from './text';
import { FIELD_LEVELS, MANAGER_TASK_LEVELS } from '../field-access';

/**
 * The access pages of /settings/permissions (docs/adr/0010-access-levels.md): who holds which
 * rights over which hires and why, the administrative roles' rights, the company's custom roles,
 * what a change would do before it is saved, and the record of changes.
 */

const version = z.coerce.number().int().min(1);
const rights = z
  .array(singleLineText('Right').refine(isGrantableRight, { error: ACCESS_PAGE_TEXT.rightUnknown }))
  .max(64)
  .transform((list) => [...new Set(list)].sort());

/** How many current hires someone reaches; `every` when they reach every hire of the company. */
export const hireReachSchema = z.object({ every: z.boolean(), count: z.number().int() });
export type HireReach = z.infer<typeof hireReachSchema>;

/** Why a person holds what they hold. */
export const accessSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('role'), role: z.enum(STAFF_ROLES) }),
  z.object({ kind: z.literal('customRole'), roleId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('manager'), reports: z.number().int() }),
]);
export type AccessSource = z.infer<typeof accessSourceSchema>;

export const personAccessSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(PERSON_STATUSES),
  /** Every right held, sorted: the union of the sources. */
  rights: z.array(z.string()),
  reach: hireReachSchema,
  sources: z.array(accessSourceSchema),
});
export type PersonAccess = z.infer<typeof personAccessSchema>;

/** One person a change would touch: the rights gained and lost, and the hires reached before and after. */
export const accessPreviewSchema = z.object({
  people: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      gains: z.array(z.string()),
      loses: z.array(z.string()),
      reachBefore: hireReachSchema,
      reachAfter: hireReachSchema,
    }),
  ),
  /** People the change leaves as they are. */
  unchanged: z.number().int(),
});
export type AccessPreview = z.infer<typeof accessPreviewSchema>;

export const administrativeRoleSchema = z.object({
  role: z.enum(ADMINISTRATIVE_ROLES),
  rights: z.array(z.string()),
  /** Rights every holder keeps; shown greyed with the reason. */
  fixedRights: z.array(z.string()),
  reach: z.enum(ROLE_REACHES),
  /** Whether the reach may change (a company administrator always reaches every hire). */
  reachFixed: z.boolean(),
  /** Active people holding the role. */
  holders: z.number().int(),
  version: z.number().int(),
});
export type AdministrativeRoleAccess = z.infer<typeof administrativeRoleSchema>;

const administrativeInput = z.object({
  role: z.enum(ADMINISTRATIVE_ROLES),
  rights,
  reach: z.enum(ROLE_REACHES),
  version,
});

const hireIds = (label: string) =>
  z
    .array(recordId(label))
    .max(MAX_MEMBER_EXCEPTIONS)
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const customRoleMemberInputSchema = z
  .object({
    userId: recordId('Member'),
    /** The hires this member reaches through the role; none reaches every hire. */
    criteria: criteriaSchema.default([]),
    /** Hires reached whatever the rule says. */
    includeHireIds: hireIds('Added hire'),
    /** Hires never reached through this role, whatever the rule says. */
    excludeHireIds: hireIds('Hire left out'),
  })
  .refine((member) => !member.includeHireIds.some((id) => member.excludeHireIds.includes(id)), {
    error: ACCESS_PAGE_TEXT.hireIncludedAndExcluded,
    path: ['excludeHireIds'],
  });

const customRoleFields = z.object({
  name: singleLineText('Role name')
    .min(1, { error: VALIDATION.fieldRequired })
    .max(CUSTOM_ROLE_NAME_MAX_LENGTH, { error: `Role name must be at most ${CUSTOM_ROLE_NAME_MAX_LENGTH} characters.` }),
  description: multiLineText('Description')
    .max(CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH, { error: `Description must be at most ${CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH} characters.` })
    .default(''),
  rights,
  members: z
    .array(customRoleMemberInputSchema)
    .max(500)
    .default([])
    .refine((members) => new Set(members.map((member) => member.userId)).size === members.length, { error: ACCESS_PAGE_TEXT.memberTwice }),
});

const hireName = z.object({ _id: z.string(), fullName: z.string() });

export const customRoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  rights: z.array(z.string()),
  members: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      criteria: criteriaSchema,
      includeHires: z.array(hireName),
      excludeHires: z.array(hireName),
      /** Current hires this member reaches through this role. */
      reach: hireReachSchema,
    }),
  ),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CustomRole = z.infer<typeof customRoleSchema>;

export const accessChangeSchema = z.object({
  _id: z.string(),
  changedAt: z.string(),
  /** The full name of who made the change; null once they are deleted. */
  changedBy: z.string().nullable(),
  /** What was changed, in words ("Custom role “Sales coordinators”"). */
  subject: z.string(),
  action: z.string(),
  summary: z.string(),
  /** The setting before and after, as the page shows it; null before a creation and after a deletion. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AccessChange = z.infer<typeof accessChangeSchema>;

const roleAt = z.object({ id: recordId('Custom role'), version });
const customRoleOutput = z.object({ message: z.string(), data: customRoleSchema });
const previewOutput = z.object({ message: z.string(), data: accessPreviewSchema });

export const listPeopleAccess = defineOperation({
  name: 'access.people',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/permissions/people',
  summary: 'Each staff user with the rights they hold, how many hires they reach, and why (role, custom roles, people they manage).',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(personAccessSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const listAdministrativeAccess = defineOperation({
  name: 'access.administrative',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/permissions/administrative',
  summary: 'The administrative roles with their rights, the rights each keeps whatever is chosen, and the hires they reach.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(administrativeRoleSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const previewAdministrativeAccess = defineOperation({
  name: 'access.previewAdministrative',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/permissions/administrative/{role}/preview',
  summary: 'What saving these rights and reach for the role would do: who gains or loses which rights and hires. Changes nothing.',
  input: administrativeInput,
  output: previewOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const updateAdministrativeAccess = defineOperation({
  name: 'access.updateAdministrative',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/permissions/administrative/{role}',
  summary: 'Set an administrative role’s rights and reach; fixed rights stay. 409 when the role changed since it was read.',
  input: administrativeInput,
  output: z.object({ message: z.string(), data: administrativeRoleSchema }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const listCustomRoles = defineOperation({
  name: 'access.customRoles',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/permissions/custom-roles',
  summary: 'The company’s custom roles by name, with their rights and members, each member’s rule, exceptions and reach.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(customRoleSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const previewCustomRole = defineOperation({
  name: 'access.previewCustomRole',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/permissions/custom-roles/preview',
  summary: 'What saving (or, with `remove`, deleting) this custom role would do: who gains or loses which rights and hires. Changes nothing.',
  input: customRoleFields.extend({
    /** The role being edited; null for a new one. */
    id: recordId('Custom role').nullable().default(null),
    remove: z.boolean().default(false),
  }),
  output: previewOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const createCustomRole = defineOperation({
  name: 'access.createCustomRole',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/permissions/custom-roles',
  summary: 'Add a custom role: its rights and, per member, the hires it reaches.',
  input: customRoleFields,
  output: customRoleOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const updateCustomRole = defineOperation({
  name: 'access.updateCustomRole',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/permissions/custom-roles/{id}',
  summary: 'Change a custom role’s name, rights or members. 409 when it changed since it was read.',
  input: customRoleFields.extend(roleAt.shape),
  output: customRoleOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const deleteCustomRole = defineOperation({
  name: 'access.deleteCustomRole',
  gateway: 'onboarding',
  method: 'DELETE',
  path: 'settings/permissions/custom-roles/{id}',
  summary: 'Delete a custom role; its members lose what only it gave them. 409 when it changed since it was read.',
  input: roleAt,
  output: z.object({ message: z.string() }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const listAccessChanges = defineOperation({
  name: 'access.changes',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/permissions/changes',
  summary: 'Every change to access, newest first: who, when, what before and after.',
  input: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }),
  output: z.object({ message: z.string(), data: z.object({ changes: z.array(accessChangeSchema), total: z.number().int() }) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

/** A field as the default-access pages list it: built-in first, then custom; archived custom fields marked. */
export const accessFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  section: z.string(),
  builtIn: z.boolean(),
  archived: z.boolean(),
});

/** One field of /settings/permissions/default-access-for-employee: the employee's level for themselves and whether the company sees it; a locked setting names why. */
export const employeeFieldAccessSchema = accessFieldSchema.extend({
  self: z.enum(FIELD_LEVELS),
  visibleToCompany: z.boolean(),
  selfLocked: z.string().nullable(),
  companyLocked: z.string().nullable(),
});
export type EmployeeFieldAccessRow = z.infer<typeof employeeFieldAccessSchema>;

export const employeeAccessSchema = z.object({ fields: z.array(employeeFieldAccessSchema), version: z.number().int() });
export type EmployeeAccess = z.infer<typeof employeeAccessSchema>;

const employeeAccessInput = z.object({
  /** The settings to change, by field key; a field left out stays as it is. */
  fields: z
    .array(z.object({ key: singleLineText('Field').max(64), self: z.enum(FIELD_LEVELS), visibleToCompany: z.boolean() }))
    .max(1000)
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, { error: ACCESS_PAGE_TEXT.fieldTwice }),
  version,
});

/** What a change to field access does, in words per field, and how many people it touches. */
export const fieldAccessPreviewSchema = z.object({
  changes: z.array(z.object({ key: z.string(), label: z.string(), sentence: z.string() })),
  /** People whose view of a record changes: counted from the database. */
  people: z.number().int(),
});
export type FieldAccessPreview = z.infer<typeof fieldAccessPreviewSchema>;

export const getEmployeeAccess = defineOperation({
  name: 'access.employeeFields',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/permissions/default-access-for-employee',
  summary: 'Every field with what an employee may do with it for themselves and whether the company sees it; locked settings with their reason.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: employeeAccessSchema }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const previewEmployeeAccess = defineOperation({
  name: 'access.previewEmployeeFields',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/permissions/default-access-for-employee/preview',
  summary: 'What saving these employee field settings would do, per field in words, and how many people it touches. Changes nothing.',
  input: employeeAccessInput,
  output: z.object({ message: z.string(), data: fieldAccessPreviewSchema }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const updateEmployeeAccess = defineOperation({
  name: 'access.updateEmployeeFields',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/permissions/default-access-for-employee',
  summary: 'Set what employees may do with their own fields and which fields the company sees. 409 when the page changed since it was read.',
  input: employeeAccessInput,
  output: z.object({ message: z.string(), data: employeeAccessSchema }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

/** One field on the manager's additional access page: its level for managers, and why it is locked if it is. */
export const managerFieldAccessSchema = accessFieldSchema.extend({
  level: z.enum(FIELD_LEVELS),
  /** Why the level cannot change; the page greys it and says this. */
  locked: z.string().nullable(),
});

export const managerAccessSchema = z.object({
  tasks: z.enum(MANAGER_TASK_LEVELS),
  documents: z.boolean(),
  /** Built-in fields first, then custom fields, archived ones last. */
  fields: z.array(managerFieldAccessSchema),
  /** Staff who see hires through the manager's additional access, and the hires they manage. */
  managers: z.object({ people: z.number().int(), hires: z.number().int() }),
  version: z.number().int(),
});
export type ManagerAccess = z.infer<typeof managerAccessSchema>;

const managerAccessInput = z.object({
  tasks: z.enum(MANAGER_TASK_LEVELS),
  documents: z.boolean(),
  /** Levels by field key; a field left out keeps its level. */
  fields: z
    .record(singleLineText('Field').max(64), z.enum(FIELD_LEVELS), {
      // A refused key is reported as the key's own rule says, not as zod's 'Invalid key in record'.
      error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
    })
    .default({}),
  version,
});
export type ManagerAccessInput = z.input<typeof managerAccessInput>;

export const managerAccessPreviewSchema = z.object({
  /** Each change in words, in the page's order. */
  changes: z.array(z.string()),
  /** Who it touches: the managers seeing hires through this access, and the hires they manage. */
  managers: z.number().int(),
  hires: z.number().int(),
});
export type ManagerAccessPreview = z.infer<typeof managerAccessPreviewSchema>;

export const getManagerAccess = defineOperation({
  name: 'access.managerAccess',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/permissions/manager-additional-access',
  summary: 'What a manager may do with the hires they manage: their tasks, their documents, and each field hidden, seen or changed.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: managerAccessSchema }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const previewManagerAccess = defineOperation({
  name: 'access.previewManagerAccess',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/permissions/manager-additional-access/preview',
  summary: 'What saving the manager’s additional access would change, in words, and how many managers and hires it touches. Changes nothing.',
  input: managerAccessInput,
  output: z.object({ message: z.string(), data: managerAccessPreviewSchema }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const updateManagerAccess = defineOperation({
  name: 'access.updateManagerAccess',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/permissions/manager-additional-access',
  summary: 'Set the manager’s additional access. 409 when it changed since it was read.',
  input: managerAccessInput,
  output: z.object({ message: z.string(), data: managerAccessSchema }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

/** Every `access.*` operation, by name. */
export const accessOperations = {
  'access.people': listPeopleAccess,
  'access.administrative': listAdministrativeAccess,
  'access.previewAdministrative': previewAdministrativeAccess,
  'access.updateAdministrative': updateAdministrativeAccess,
  'access.customRoles': listCustomRoles,
  'access.previewCustomRole': previewCustomRole,
  'access.createCustomRole': createCustomRole,
  'access.updateCustomRole': updateCustomRole,
  'access.deleteCustomRole': deleteCustomRole,
  'access.changes': listAccessChanges,
  'access.employeeFields': getEmployeeAccess,
  'access.previewEmployeeFields': previewEmployeeAccess,
  'access.updateEmployeeFields': updateEmployeeAccess,
  'access.managerAccess': getManagerAccess,
  'access.previewManagerAccess': previewManagerAccess,
  'access.updateManagerAccess': updateManagerAccess,
} as const satisfies NamespaceOperations<'access'>;

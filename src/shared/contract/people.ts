import { z } from 'zod';
import { VALIDATION } from '../messages';
import { STAFF_ROLES } from '../roles';
import { recordId } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { emailAddress, singleLineText } from './text';

/** People on /settings/permissions: the company's staff users, their role and whether they can sign in. */

export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles an administrator may give: every staff role but the operator's own SUPER_ADMIN. */
export const INVITABLE_ROLES = ['COMPANY_ADMIN', 'ADMIN', 'OPERATIONS', 'SUPPORT'] as const satisfies readonly StaffRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** `invited`: mailed a temporary password not yet replaced; `deactivated`: cannot sign in. */
export const PERSON_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const PEOPLE_FIELD_TEXT = {
  roleInvalid: 'Choose a role.',
  nameTooLong: (label: string) => `${label} must be at most 100 characters.`,
} as const;

const staffRole = z.enum(INVITABLE_ROLES, { error: PEOPLE_FIELD_TEXT.roleInvalid });
const version = z.coerce.number().int().min(1);
const personName = (label: string) =>
  singleLineText(label)
    .min(1, { error: VALIDATION.fieldRequired })
    .max(100, { error: PEOPLE_FIELD_TEXT.nameTooLong(label) });

export const companyPersonSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(PERSON_STATUSES),
  /** When the last invitation was mailed; null for people who never were. */
  invitedAt: z.string().nullable(),
  /** The earliest an invitation may be sent again, while the person is invited. */
  resendAvailableAt: z.string().nullable(),
  version: z.number().int(),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

const personOutput = z.object({ message: z.string(), data: companyPersonSchema });
const personAt = z.object({ id: recordId('Person id'), version });

export const listPeople = defineOperation({
  name: 'people.list',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/people',
  summary: 'The company’s staff users by name, each with their role and status (active, invited, deactivated).',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(companyPersonSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const invitePerson = defineOperation({
  name: 'people.invite',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/people',
  summary: 'Add a staff user with a role and mail them a temporary password and the link to set their own.',
  input: z.object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailAddress('Email', VALIDATION.emailInvalid),
    role: staffRole,
  }),
  output: personOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const resendInvitation = defineOperation({
  name: 'people.resendInvitation',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/people/{id}/resend-invitation',
  summary: 'Mail an invited user a new temporary password; the earlier one stops working. At most once a minute.',
  input: personAt,
  output: personOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  renderer: true,
});

export const changePersonRole = defineOperation({
  name: 'people.changeRole',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/people/{id}/role',
  summary: 'Give a staff user another role; the last active company administrator keeps theirs.',
  input: personAt.extend({ role: staffRole }),
  output: personOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const deactivatePerson = defineOperation({
  name: 'people.deactivate',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/people/{id}/deactivate',
  summary: 'Stop a staff user signing in; their sessions end at once. Not the last active company administrator.',
  input: personAt,
  output: personOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const reactivatePerson = defineOperation({
  name: 'people.reactivate',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/people/{id}/reactivate',
  summary: 'Let a deactivated staff user sign in again.',
  input: personAt,
  output: personOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

/** Every `people.*` operation, by name. */
export const peopleOperations = {
  'people.list': listPeople,
  'people.invite': invitePerson,
  'people.resendInvitation': resendInvitation,
  'people.changeRole': changePersonRole,
  'people.deactivate': deactivatePerson,
  'people.reactivate': reactivatePerson,
} as const satisfies NamespaceOperations<'people'>;

import type { Criteria } from '@shared/contract/criteria';
import { type CustomRole, previewCustomRole } from '@shared/contract/access';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { BridgeError } from '@renderer/lib/bridge';

export interface MemberDraft {
  userId: string;
  fullName: string;
  criteria: Criteria;
  /** Named hires reached whatever the rule says. */
  include: AsyncOption[];
  /** Named hires never reached through this role. */
  exclude: AsyncOption[];
}

export interface CustomRoleForm {
  name: string;
  description: string;
  rights: string[];
  members: MemberDraft[];
}

export function formOf(role: CustomRole | null): CustomRoleForm {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    rights: role?.rights ?? [],
    members: (role?.members ?? []).map((member) => ({
      userId: member.userId,
      fullName: member.fullName,
      criteria: member.criteria,
      include: member.includeHires,
      exclude: member.excludeHires,
    })),
  };
}

/** The calls' input from the form: each member's rule and the ids of the hires named. */
export function roleInput(values: CustomRoleForm) {
  return {
    name: values.name,
    description: values.description,
    rights: values.rights,
    members: values.members.map((member) => ({
      userId: member.userId,
      criteria: member.criteria,
      includeHireIds: member.include.map((hire) => hire._id),
      excludeHireIds: member.exclude.map((hire) => hire._id),
    })),
  };
}

export type RoleInput = ReturnType<typeof roleInput>;

const MEMBER_FIELDS: Readonly<Record<string, keyof MemberDraft>> = {
  userId: 'userId',
  criteria: 'criteria',
  includeHireIds: 'include',
  excludeHireIds: 'exclude',
};

/**
 * Where the form shows a refusal of one of the calls' fields (`members.2.excludeHireIds` onto that
 * member's "Hires left out"); `members` itself (a person added twice) is said under the members.
 */
export function formFieldOf(callField: string): string | undefined {
  const [head, index, field] = callField.split('.');
  if (head === 'name' || head === 'description' || head === 'rights') return head;
  if (head !== 'members') return undefined;
  if (index === undefined) return 'members';
  const memberField = field === undefined ? undefined : MEMBER_FIELDS[field];
  return memberField === undefined ? undefined : `members.${index}.${memberField}`;
}

/** A form field's name as antd's form names it: `members.2.exclude` is ['members', 2, 'exclude']. */
export function namePathOf(formField: string): (string | number)[] {
  return formField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The input checked with the contract's own schema before anything is sent, so a hire both added
 * and left out, or a name too long, is refused at its field in the gateway's words; the problems
 * come back as the gateway would send them.
 */
export function inputProblems(input: RoleInput, id: string | null): BridgeError | null {
  const checked = previewCustomRole.input.safeParse({ ...input, id, remove: false });
  if (checked.success) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of checked.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  return new BridgeError({ status: 400, message: checked.error.issues[0]?.message ?? 'Check the marked fields.', fieldErrors });
}

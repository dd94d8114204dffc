import type { Hire } from '@shared/contract/onboarding-schemas';
import { onboardingPermission } from '@shared/permissions';
import { useSession } from '@renderer/lib/session/session-context';
import { useLoginAs } from '@renderer/lib/session/use-read-only';

export interface HireChangeRights {
  /** True when the buttons that change a hire may be used: status moves, approval, plans, invitation, adding, editing and removing tasks. */
  canChange: boolean;
  /** Why they may not, in words; null when they may. */
  reason: string | null;
  /** Whether the page should say so itself; the shell already announces the login-as state. */
  showNotice: boolean;
  /** The hire's fields the profile's edit form may change: every one, or only these keys (built-in keys and custom field ids). */
  editableFields: 'all' | ReadonlySet<string>;
  /** Whether the edit form may save: some field may be changed. */
  canEditFields: boolean;
  /** Whether the profile shows "Edit": some field may be changed, or the page is only read-only while logged in as someone. */
  showsEdit: boolean;
  /** Whether a task's status may be moved (complete, reopen, block). */
  canChangeTaskStatus: boolean;
  /** Whether documents may be added and removed. */
  canManageDocuments: boolean;
}

const MANAGE_NEW_HIRES = onboardingPermission('new_hires', 'manage');
const NO_FIELDS: ReadonlySet<string> = new Set();

const everything = (canChange: boolean, reason: string | null, showNotice: boolean): HireChangeRights => ({
  canChange,
  reason,
  showNotice,
  editableFields: canChange ? 'all' : NO_FIELDS,
  canEditFields: canChange,
  showsEdit: canChange,
  canChangeTaskStatus: canChange,
  canManageDocuments: canChange,
});

/**
 * Spec section 4: while an administrator acts as another user, every button that changes
 * something is disabled; so it is for people who may view new hires but not manage them, except
 * what the hire's answer says a manager may do with a report of theirs (the manager's additional
 * access: some fields, their tasks' status, their documents). The one place the profile's buttons
 * are decided.
 */
export function useHireChangeRights(hire?: Hire): HireChangeRights {
  const { state } = useSession();
  const loginAs = useLoginAs();
  if (loginAs !== null) return { ...everything(false, `Changes are turned off while ${loginAs} is logged in as this user.`, false), showsEdit: true };
  if (state.user?.permissions.includes(MANAGE_NEW_HIRES)) return everything(true, null, false);
  const refused = everything(false, 'You can look at new hires but not change them. Ask your company administrator for access.', true);
  const access = hire?.managerAccess;
  if (access === undefined) return refused;
  return {
    ...refused,
    reason:
      'As their manager you may not move their status, approve them, assign plans, invite them or edit their tasks. Ask your company administrator for access.',
    editableFields: new Set(access.editableFields),
    canEditFields: access.editableFields.length > 0,
    showsEdit: access.editableFields.length > 0,
    canChangeTaskStatus: access.tasks === 'edit',
    canManageDocuments: access.documents,
  };
}

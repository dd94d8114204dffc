import type { AssigneeRole } from '@shared/onboarding';
import { ASSIGNEE_NOTES } from './task-text';

/** The people around a hire that assignee rules name; null where the hire has nobody yet. */
export interface HirePeople {
  managerId: string | null;
  coordinatorId: string | null;
  buddyId: string | null;
  /** The new hire's own account, once invited. */
  userId: string | null;
}

export interface ResolvedAssignee {
  assigneeId: string | null;
  note: string | null;
}

export interface AssigneeRule {
  role: AssigneeRole;
  /** The named user of a 'user' rule. */
  userId: string | null;
}

/**
 * ADR 0006, materialising: a rule resolves to the hire's person in that role. A role the hire
 * lacks goes to the coordinator, and without a coordinator to the person adding the task, each
 * time saying so; a task for a new hire without an account waits for the account.
 * `isActiveStaff` says whether a named user may still be given work.
 */
export function resolveAssignee(rule: AssigneeRule, people: HirePeople, callerId: string, isActiveStaff: (userId: string) => boolean): ResolvedAssignee {
  const toCoordinator = (note: string, noCoordinatorNote: string): ResolvedAssignee =>
    people.coordinatorId !== null ? { assigneeId: people.coordinatorId, note } : { assigneeId: callerId, note: noCoordinatorNote };

  switch (rule.role) {
    case 'new_hire':
      return people.userId !== null ? { assigneeId: people.userId, note: null } : { assigneeId: null, note: ASSIGNEE_NOTES.newHireWithoutAccount };
    case 'manager':
      return people.managerId !== null
        ? { assigneeId: people.managerId, note: null }
        : toCoordinator(ASSIGNEE_NOTES.noManager, ASSIGNEE_NOTES.noManagerOrCoordinator);
    case 'buddy':
      return people.buddyId !== null ? { assigneeId: people.buddyId, note: null } : toCoordinator(ASSIGNEE_NOTES.noBuddy, ASSIGNEE_NOTES.noBuddyOrCoordinator);
    case 'coordinator':
      return people.coordinatorId !== null ? { assigneeId: people.coordinatorId, note: null } : { assigneeId: callerId, note: ASSIGNEE_NOTES.noCoordinator };
    case 'user':
      return rule.userId !== null && isActiveStaff(rule.userId)
        ? { assigneeId: rule.userId, note: null }
        : toCoordinator(ASSIGNEE_NOTES.namedPersonGone, ASSIGNEE_NOTES.namedPersonGoneNoCoordinator);
  }
}

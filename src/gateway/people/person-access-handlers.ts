import { revokeAllSessions } from '../auth/revoke-sessions';
import type { OperationHandler } from '../http/operation-handler';
import { conflict } from '../onboarding/onboarding-access';
import type { GatewayServices } from '../services';
import { keepOneActiveAdmin } from './admin-guard';
import { PEOPLE_TEXT } from './people-text';
import { personStatus } from './people-view';
import { changePersonAt } from './versioned-person-change';

const NOT_ALLOWED = 'PERSON_CHANGE_NOT_ALLOWED';

/** `PUT settings/people/{id}/role`: the new grants apply from the person's next request. */
export function changeRoleHandler(_services: GatewayServices): OperationHandler<'people.changeRole'> {
  return async ({ id, version, role }, { caller, db }) => {
    const person = await changePersonAt(db, caller, { id, version }, async (row, trx) => {
      if (role !== 'COMPANY_ADMIN') await keepOneActiveAdmin(trx, caller.companyId, row);
      return { set: { role }, action: 'role_changed', summary: `Changed the role of ${row.email} from ${row.role} to ${role}.` };
    });
    return { message: PEOPLE_TEXT.roleChanged(person.fullName), data: person };
  };
}

/** `POST settings/people/{id}/deactivate`: every session of the person ends at once. */
export function deactivateHandler(_services: GatewayServices): OperationHandler<'people.deactivate'> {
  return async ({ id, version }, { caller, db }) => {
    const person = await changePersonAt(db, caller, { id, version }, async (row, trx) => {
      if (row.id === caller.userId) throw conflict(PEOPLE_TEXT.notYourself, NOT_ALLOWED);
      if (personStatus(row) === 'deactivated') throw conflict(PEOPLE_TEXT.alreadyDeactivated, NOT_ALLOWED);
      await keepOneActiveAdmin(trx, caller.companyId, row);
      return {
        set: { is_active: false },
        action: 'deactivated',
        summary: `Deactivated ${row.email}.`,
        // Revoking the families stops refreshes; raising the access generation (the users trigger) fails their access tokens too.
        alongside: (inner) => revokeAllSessions(inner, { companyId: caller.companyId, userId: row.id }),
      };
    });
    return { message: PEOPLE_TEXT.deactivated(person.fullName), data: person };
  };
}

/** `POST settings/people/{id}/reactivate`: they sign in again with the password they had (or their invitation's). */
export function reactivateHandler(_services: GatewayServices): OperationHandler<'people.reactivate'> {
  return async ({ id, version }, { caller, db }) => {
    const person = await changePersonAt(db, caller, { id, version }, async (row) => {
      if (personStatus(row) !== 'deactivated') throw conflict(PEOPLE_TEXT.alreadyActive, NOT_ALLOWED);
      return { set: { is_active: true }, action: 'reactivated', summary: `Reactivated ${row.email}.` };
    });
    return { message: PEOPLE_TEXT.reactivated(person.fullName), data: person };
  };
}

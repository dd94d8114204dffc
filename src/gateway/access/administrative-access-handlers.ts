import { ACCESS_PAGE_TEXT, ADMINISTRATIVE_ROLE_LABELS } from '@shared/access';
import { inTransaction } from '../db/in-transaction';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { previewAccessChange } from './access-preview';
import { ACCESS_SETTINGS_TEXT } from './access-text';
import { changeAdministrativeRole, loadAdministrativeRoles } from './administrative-roles';

/** `GET settings/permissions/administrative`: the four administrative roles, their rights, fixed rights, reach and holders. */
export function listAdministrativeAccessHandler(services: GatewayServices): OperationHandler<'access.administrative'> {
  return async (_input, { caller }) => ({ message: ACCESS_SETTINGS_TEXT.administrative, data: await loadAdministrativeRoles(services.db, caller.companyId) });
}

/** `PUT settings/permissions/administrative/{role}`: holders have the new access from their next request. */
export function updateAdministrativeAccessHandler(): OperationHandler<'access.updateAdministrative'> {
  return async (input, { caller, db }) => {
    await inTransaction(db, (trx) => changeAdministrativeRole(trx, caller, input));
    const data = (await loadAdministrativeRoles(db, caller.companyId)).find((role) => role.role === input.role);
    if (data === undefined) throw new Error(`${input.role} is no administrative role`);
    return { message: ACCESS_PAGE_TEXT.administrativeSaved(ADMINISTRATIVE_ROLE_LABELS[input.role]), data };
  };
}

/** `POST settings/permissions/administrative/{role}/preview`: the save's own change, rolled back. */
export function previewAdministrativeAccessHandler(): OperationHandler<'access.previewAdministrative'> {
  return async (input, { caller, db }) => ({
    message: ACCESS_PAGE_TEXT.preview,
    data: await previewAccessChange(db, caller.companyId, (trx) => changeAdministrativeRole(trx, caller, input)),
  });
}

import { MANAGER_ACCESS_TEXT } from '@shared/manager-access';
import { inTransaction } from '../db/in-transaction';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { changeManagerAccess, loadManagerAccess, previewManagerAccess } from './manager-access-settings';

/** `GET settings/permissions/manager-additional-access`. */
export function getManagerAccessHandler(services: GatewayServices): OperationHandler<'access.managerAccess'> {
  return async (_input, { caller }) => ({ message: MANAGER_ACCESS_TEXT.read, data: await loadManagerAccess(services.db, caller.companyId) });
}

/** `POST settings/permissions/manager-additional-access/preview`: the change in words and whom it touches; nothing written. */
export function previewManagerAccessHandler(): OperationHandler<'access.previewManagerAccess'> {
  return async (input, { caller, db }) => ({ message: MANAGER_ACCESS_TEXT.preview, data: await previewManagerAccess(db, caller.companyId, input) });
}

/** `PUT settings/permissions/manager-additional-access`: managers have it from their next request. */
export function updateManagerAccessHandler(): OperationHandler<'access.updateManagerAccess'> {
  return async (input, { caller, db }) => {
    await inTransaction(db, (trx) => changeManagerAccess(trx, caller, input));
    return { message: MANAGER_ACCESS_TEXT.saved, data: await loadManagerAccess(db, caller.companyId) };
  };
}

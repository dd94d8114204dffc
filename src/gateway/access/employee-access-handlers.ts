import { ACCESS_PAGE_TEXT } from '@shared/access';
import { inTransaction } from '../db/in-transaction';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { changeEmployeeAccess, employeeAccessView, previewEmployeeAccess } from './employee-field-access';
import { loadFieldAccessSettings } from './field-access-settings';

/** `GET settings/permissions/default-access-for-employee`: every field with the employee's levels and locks. */
export function getEmployeeAccessHandler(services: GatewayServices): OperationHandler<'access.employeeFields'> {
  return async (_input, { caller }) => ({
    message: ACCESS_PAGE_TEXT.employeeAccess,
    data: employeeAccessView(await loadFieldAccessSettings(services.db, caller.companyId)),
  });
}

/** `POST settings/permissions/default-access-for-employee/preview`: the save's own check, nothing written. */
export function previewEmployeeAccessHandler(): OperationHandler<'access.previewEmployeeFields'> {
  return async (input, { caller, db }) => ({ message: ACCESS_PAGE_TEXT.preview, data: await previewEmployeeAccess(db, caller.companyId, input) });
}

/** `PUT settings/permissions/default-access-for-employee`: new hires see the change on their next request. */
export function updateEmployeeAccessHandler(): OperationHandler<'access.updateEmployeeFields'> {
  return async (input, { caller, db }) => {
    await inTransaction(db, (trx) => changeEmployeeAccess(trx, caller, input));
    return { message: ACCESS_PAGE_TEXT.employeeAccessSaved, data: employeeAccessView(await loadFieldAccessSettings(db, caller.companyId)) };
  };
}

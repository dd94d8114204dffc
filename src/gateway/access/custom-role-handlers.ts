import { ACCESS_PAGE_TEXT } from '@shared/access';
import type { CustomRole } from '@shared/contract/access';
import type { CriteriaDb } from '../criteria/criteria-db';
import { inTransaction } from '../db/in-transaction';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { previewAccessChange } from './access-preview';
import { ACCESS_SETTINGS_TEXT } from './access-text';
import { changeCustomRole } from './custom-role-change';
import { loadCustomRoles } from './custom-role-view';

/** `GET settings/permissions/custom-roles`: by name, each member with their rule, exceptions and reach. */
export function listCustomRolesHandler(services: GatewayServices): OperationHandler<'access.customRoles'> {
  return async (_input, { caller }) => ({ message: ACCESS_SETTINGS_TEXT.customRoles, data: await loadCustomRoles(services.db, caller.companyId) });
}

export function createCustomRoleHandler(): OperationHandler<'access.createCustomRole'> {
  return async (fields, { caller, db }) => {
    const { id, name } = await inTransaction(db, (trx) => changeCustomRole(trx, caller, { kind: 'create', fields }));
    return { message: ACCESS_PAGE_TEXT.roleCreated(name), data: await customRole(db, caller.companyId, id) };
  };
}

export function updateCustomRoleHandler(): OperationHandler<'access.updateCustomRole'> {
  return async ({ id, version, ...fields }, { caller, db }) => {
    const saved = await inTransaction(db, (trx) => changeCustomRole(trx, caller, { kind: 'update', id, version, fields }));
    return { message: ACCESS_PAGE_TEXT.roleSaved(saved.name), data: await customRole(db, caller.companyId, saved.id) };
  };
}

export function deleteCustomRoleHandler(): OperationHandler<'access.deleteCustomRole'> {
  return async ({ id, version }, { caller, db }) => {
    const { name } = await inTransaction(db, (trx) => changeCustomRole(trx, caller, { kind: 'delete', id, version }));
    return { message: ACCESS_PAGE_TEXT.roleDeleted(name) };
  };
}

/** `POST settings/permissions/custom-roles/preview`: the save's (or, with `remove`, the deletion's) own change, rolled back. */
export function previewCustomRoleHandler(): OperationHandler<'access.previewCustomRole'> {
  return async ({ id, remove, ...fields }, { caller, db }) => ({
    message: ACCESS_PAGE_TEXT.preview,
    data: await previewAccessChange(db, caller.companyId, (trx) =>
      changeCustomRole(trx, caller, id === null ? { kind: 'create', fields } : remove ? { kind: 'delete', id } : { kind: 'update', id, fields }),
    ),
  });
}

async function customRole(db: CriteriaDb, companyId: string, id: string): Promise<CustomRole> {
  const role = (await loadCustomRoles(db, companyId, id))[0];
  if (role === undefined) throw new Error('A custom role just saved could not be read');
  return role;
}

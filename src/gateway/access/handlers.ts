import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { listAccessChangesHandler } from './access-changes-handler';
import { listAdministrativeAccessHandler, previewAdministrativeAccessHandler, updateAdministrativeAccessHandler } from './administrative-access-handlers';
import {
  createCustomRoleHandler,
  deleteCustomRoleHandler,
  listCustomRolesHandler,
  previewCustomRoleHandler,
  updateCustomRoleHandler,
} from './custom-role-handlers';
import { getEmployeeAccessHandler, previewEmployeeAccessHandler, updateEmployeeAccessHandler } from './employee-access-handlers';
import { listPeopleAccessHandler } from './people-access-handler';
import { getManagerAccessHandler, previewManagerAccessHandler, updateManagerAccessHandler } from './manager-access-handlers';

/** The `access.*` operations: the access pages of /settings/permissions (docs/gateway.md, Access). */
export function accessHandlers(services: GatewayServices): NamespaceHandlers<'access'> {
  return {
    'access.people': listPeopleAccessHandler(services),
    'access.administrative': listAdministrativeAccessHandler(services),
    'access.previewAdministrative': previewAdministrativeAccessHandler(),
    'access.updateAdministrative': updateAdministrativeAccessHandler(),
    'access.customRoles': listCustomRolesHandler(services),
    'access.previewCustomRole': previewCustomRoleHandler(),
    'access.createCustomRole': createCustomRoleHandler(),
    'access.updateCustomRole': updateCustomRoleHandler(),
    'access.deleteCustomRole': deleteCustomRoleHandler(),
    'access.changes': listAccessChangesHandler(services),
    'access.employeeFields': getEmployeeAccessHandler(services),
    'access.previewEmployeeFields': previewEmployeeAccessHandler(),
    'access.updateEmployeeFields': updateEmployeeAccessHandler(),
    'access.managerAccess': getManagerAccessHandler(services),
    'access.previewManagerAccess': previewManagerAccessHandler(),
    'access.updateManagerAccess': updateManagerAccessHandler(),
  };
}

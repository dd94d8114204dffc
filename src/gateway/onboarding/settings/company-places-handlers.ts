import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { COMPANY_TEXT } from './company-text';

/** `GET settings/departments`: the company's departments by name, as filter and picker options. */
export function departmentsHandler(services: GatewayServices): OperationHandler<'settings.departments'> {
  return async (_input, { caller }) => {
    const rows = await services.db
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('company_id', '=', caller.companyId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return { message: COMPANY_TEXT.departments, data: rows.map((row) => ({ _id: row.id, label: row.name })) };
  };
}

/** `GET settings/locations`: the company's locations by name, each with its timezone entry's text when set. */
export function locationsHandler(services: GatewayServices): OperationHandler<'settings.locations'> {
  return async (_input, { caller }) => {
    const rows = await services.db
      .selectFrom('locations')
      .select(['id', 'name', 'timezone'])
      .where('company_id', '=', caller.companyId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return { message: COMPANY_TEXT.locations, data: rows.map((row) => ({ _id: row.id, label: row.name, timezone: row.timezone })) };
  };
}

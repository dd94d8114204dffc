import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { PEOPLE_TEXT } from './people-text';
import { companyStaff, personView } from './people-view';

/** `GET settings/people`: the company's staff users by name; new hires' own accounts are not among them. */
export function listPeopleHandler(services: GatewayServices): OperationHandler<'people.list'> {
  return async (_input, { caller }) => {
    const rows = await companyStaff(services.db, caller.companyId);
    return { message: PEOPLE_TEXT.listed, data: rows.map(personView) };
  };
}

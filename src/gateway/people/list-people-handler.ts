import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { PEOPLE_TEXT } from './people-text';
import { PERSON_COLUMNS, personView } from './people-view';

/** `GET settings/people`: the company's staff users by name; new hires' own accounts are not among them. */
export function listPeopleHandler(services: GatewayServices): OperationHandler<'people.list'> {
  return async (_input, { caller }) => {
    const rows = await services.db
      .selectFrom('users')
      .select([...PERSON_COLUMNS])
      .where('company_id', '=', caller.companyId)
      .where('kind', '=', 'staff')
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .execute();
    return { message: PEOPLE_TEXT.listed, data: rows.map(personView) };
  };
}

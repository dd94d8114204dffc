import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';

const SEARCH_MESSAGE = 'Company register search results.';

export function companyRegisterSearchHandler(services: GatewayServices): OperationHandler<'companyRegister.search'> {
  return async ({ search, offset }) => {
    const data = await services.companyRegister.search(search, offset);
    return { message: SEARCH_MESSAGE, data };
  };
}

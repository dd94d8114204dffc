import { companyRegisterSearchHandler } from './search-handler';
import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';

/** The `companyRegister.*` operations. */
export function companyRegisterHandlers(services: GatewayServices): NamespaceHandlers<'companyRegister'> {
  return {
    'companyRegister.search': companyRegisterSearchHandler(services),
  };
}

import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { loadCompanyDetails } from './company-details-view';
import { COMPANY_TEXT } from './company-text';

/** `GET /settings/company-details`: any signed-in user of the company, new hires included. */
export function companyDetailsHandler(services: GatewayServices): OperationHandler<'settings.companyDetails'> {
  return async (_input, { caller }) => {
    return { message: COMPANY_TEXT.details, data: await loadCompanyDetails(services.db, caller.companyId) };
  };
}

import { companyDetailsHandler } from './company-details-handler';
import { departmentsHandler, locationsHandler } from './company-places-handlers';
import { updateBrandingHandler } from './update-branding-handler';
import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';

/** The `settings.*` operations: the company's details, branding, departments and locations. */
export function settingsHandlers(services: GatewayServices): NamespaceHandlers<'settings'> {
  return {
    'settings.companyDetails': companyDetailsHandler(services),
    'settings.updateBranding': updateBrandingHandler(services),
    'settings.departments': departmentsHandler(services),
    'settings.locations': locationsHandler(services),
  };
}

import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { setupSummaryHandler, startFromSampleHandler } from './setup-handlers';

/** The `setup.*` operations: the settings home's summary and the sample set. */
export function setupHandlers(services: GatewayServices): NamespaceHandlers<'setup'> {
  return {
    'setup.summary': setupSummaryHandler(services),
    'setup.startFromSample': startFromSampleHandler(services),
  };
}

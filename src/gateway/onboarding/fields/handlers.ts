import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { archiveFieldHandler, restoreFieldHandler } from './archive-field-handlers';
import { createFieldHandler } from './create-field-handler';
import { listFieldsHandler } from './list-fields-handler';
import { updateFieldHandler } from './update-field-handler';

/** The `fields.*` operations: the company's custom fields of a hire. */
export function fieldsHandlers(services: GatewayServices): NamespaceHandlers<'fields'> {
  return {
    'fields.list': listFieldsHandler(services),
    'fields.create': createFieldHandler(),
    'fields.update': updateFieldHandler(),
    'fields.archive': archiveFieldHandler(),
    'fields.restore': restoreFieldHandler(),
  };
}

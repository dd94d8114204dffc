import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { BUILT_IN_FIELDS } from '@shared/built-in-fields';
import { companyFields, toCustomField } from './field-rows';
import { FIELD_TEXT } from './field-text';
import { fieldRuleUsage } from './field-usage';

/** `GET settings/fields`: the company's custom fields with what uses each, and the built-in fields. */
export function listFieldsHandler(services: GatewayServices): OperationHandler<'fields.list'> {
  return async (_input, { caller }) => {
    const fields = await companyFields(services.db, caller.companyId);
    const usage = await fieldRuleUsage(
      services.db,
      caller.companyId,
      fields.map((field) => field.id),
    );
    return {
      message: FIELD_TEXT.listed,
      data: { fields: fields.map((field) => toCustomField(field, { rules: usage.get(field.id) ?? 0 })), builtIns: [...BUILT_IN_FIELDS] },
    };
  };
}

import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import { badRequest } from '../onboarding-access';
import { recordFieldChange } from './field-changes';
import { checkFieldInput } from './field-input';
import { findField, toCustomField } from './field-rows';
import { FIELD_TEXT } from './field-text';
import { fieldRuleUsage } from './field-usage';
import { fieldAtVersion, writeField } from './field-writes';

/** `PUT settings/fields/{id}`: everything but the type and the key, which never change. */
export function updateFieldHandler(): OperationHandler<'fields.update'> {
  return async ({ id, version, type, ...input }, { caller, db }) => {
    const field = await fieldAtVersion(db, caller.companyId, id, version);
    if (type !== undefined && type !== field.type) throw badRequest(FIELD_TEXT.typeLocked, { type: [FIELD_TEXT.typeLocked] });
    const { options, validation } = checkFieldInput(field.type, input, field.options);
    await inTransaction(db, async (trx) => {
      const folded = input.label.toLocaleLowerCase('en-GB');
      const others = await trx.selectFrom('custom_fields').select('label').where('company_id', '=', caller.companyId).where('id', '!=', field.id).execute();
      if (others.some((other) => other.label.toLocaleLowerCase('en-GB') === folded))
        throw badRequest(FIELD_TEXT.invalid, { label: [FIELD_TEXT.labelTaken(input.label)] });
      await writeField(trx, field, version, {
        label: input.label,
        help_text: input.helpText,
        section: input.section,
        options: JSON.stringify(options),
        validation: JSON.stringify(validation),
        filled_by: input.filledBy,
      });
      await recordFieldChange(trx, caller, field.id, 'updated', `Changed field “${input.label}”`);
    });
    const saved = await findField(db, caller.companyId, field.id);
    if (saved === undefined) throw new Error('The field just saved cannot be read back.');
    const usage = await fieldRuleUsage(db, caller.companyId, [field.id]);
    return { message: FIELD_TEXT.updated(saved.label), data: toCustomField(saved, { rules: usage.get(field.id) ?? 0 }) };
  };
}

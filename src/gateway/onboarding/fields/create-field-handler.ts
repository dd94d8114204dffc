import { randomUUID } from 'node:crypto';
import { keyFromLabel } from '@shared/custom-fields';
import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import { badRequest } from '../onboarding-access';
import { checkFieldInput } from './field-input';
import { findField, toCustomField } from './field-rows';
import { FIELD_TEXT } from './field-text';
import { recordFieldChange } from './field-changes';

/** `POST settings/fields`: a new field; its key is made of its label, unique in the company, and never changes after. */
export function createFieldHandler(): OperationHandler<'fields.create'> {
  return async (input, { caller, db }) => {
    const { options, validation } = checkFieldInput(input.type, input);
    const id = randomUUID();
    const at = new Date().toISOString();
    await inTransaction(db, async (trx) => {
      const existing = await trx.selectFrom('custom_fields').select(['field_key', 'label']).where('company_id', '=', caller.companyId).execute();
      const folded = input.label.toLocaleLowerCase('en-GB');
      if (existing.some((field) => field.label.toLocaleLowerCase('en-GB') === folded))
        throw badRequest(FIELD_TEXT.invalid, { label: [FIELD_TEXT.labelTaken(input.label)] });
      const taken = new Set(existing.map((field) => field.field_key));
      const base = keyFromLabel(input.label);
      let key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
      await trx
        .insertInto('custom_fields')
        .values({
          id,
          company_id: caller.companyId,
          field_key: key,
          label: input.label,
          help_text: input.helpText,
          section: input.section,
          type: input.type,
          options: JSON.stringify(options),
          validation: JSON.stringify(validation),
          filled_by: input.filledBy,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await recordFieldChange(trx, caller, id, 'created', `Added field “${input.label}”`);
    });
    const field = await findField(db, caller.companyId, id);
    if (field === undefined) throw new Error('The field just added cannot be read back.');
    return { message: FIELD_TEXT.created(field.label), data: toCustomField(field, { rules: 0 }) };
  };
}

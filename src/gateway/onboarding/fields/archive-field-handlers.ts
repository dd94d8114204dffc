import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import { conflict } from '../onboarding-access';
import { recordFieldChange } from './field-changes';
import { findField, toCustomField } from './field-rows';
import { FIELD_TEXT } from './field-text';
import { fieldRuleUsage } from './field-usage';
import { fieldAtVersion, writeField } from './field-writes';

/** `POST settings/fields/{id}/archive`: refused (409, saying why) while a rule uses the field; hires keep their values. */
export function archiveFieldHandler(): OperationHandler<'fields.archive'> {
  return async ({ id, version }, { caller, db }) => {
    const field = await fieldAtVersion(db, caller.companyId, id, version);
    const rules = (await fieldRuleUsage(db, caller.companyId, [field.id])).get(field.id) ?? 0;
    if (rules > 0) throw conflict(FIELD_TEXT.inUse(field.label, rules), 'FIELD_IN_USE', { usage: { rules } });
    await inTransaction(db, async (trx) => {
      await writeField(trx, field, version, { archived_at: new Date().toISOString() });
      await recordFieldChange(trx, caller, field.id, 'archived', `Archived field “${field.label}”`);
    });
    const saved = await findField(db, caller.companyId, field.id);
    if (saved === undefined) throw new Error('The field just archived cannot be read back.');
    return { message: FIELD_TEXT.archived(saved.label), data: toCustomField(saved, { rules }) };
  };
}

/** `POST settings/fields/{id}/restore`: the field is asked for again. */
export function restoreFieldHandler(): OperationHandler<'fields.restore'> {
  return async ({ id, version }, { caller, db }) => {
    const field = await fieldAtVersion(db, caller.companyId, id, version);
    await inTransaction(db, async (trx) => {
      await writeField(trx, field, version, { archived_at: null });
      await recordFieldChange(trx, caller, field.id, 'restored', `Restored field “${field.label}”`);
    });
    const saved = await findField(db, caller.companyId, field.id);
    if (saved === undefined) throw new Error('The field just restored cannot be read back.');
    const usage = await fieldRuleUsage(db, caller.companyId, [field.id]);
    return { message: FIELD_TEXT.restored(saved.label), data: toCustomField(saved, { rules: usage.get(field.id) ?? 0 }) };
  };
}

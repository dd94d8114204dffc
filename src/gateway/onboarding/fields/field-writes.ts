import type { Kysely, Updateable } from 'kysely';
import type { CustomFieldsTable, GatewayDatabase } from '../../db/schema';
import type { GatewayError } from '../../http/gateway-error';
import { notFound, staleVersion } from '../onboarding-access';
import { type FieldDefinition, findField } from './field-rows';
import { FIELD_TEXT } from './field-text';

export function staleField(currentVersion: number): GatewayError {
  return staleVersion(FIELD_TEXT.stale, { currentVersion });
}

/** The field the caller names at the version they read: 404 for none of their company's, 409 when it changed since. */
export async function fieldAtVersion(db: Kysely<GatewayDatabase>, companyId: string, id: string, version: number): Promise<FieldDefinition> {
  const field = await findField(db, companyId, id);
  if (field === undefined) throw notFound(FIELD_TEXT.notFound);
  if (Number(field.row.version) !== version) throw staleField(Number(field.row.version));
  return field;
}

/** Writes a field if it is still at the version read, and bumps it; otherwise 404 or 409 as it now stands. */
export async function writeField(
  db: Kysely<GatewayDatabase>,
  field: FieldDefinition,
  version: number,
  changes: Omit<Updateable<CustomFieldsTable>, 'version'>,
): Promise<void> {
  const result = await db
    .updateTable('custom_fields')
    .set((set) => ({ ...changes, updated_at: new Date().toISOString(), version: set('version', '+', 1) }))
    .where('company_id', '=', field.row.company_id)
    .where('id', '=', field.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const now = await findField(db, field.row.company_id, field.id);
  throw now === undefined ? notFound(FIELD_TEXT.notFound) : staleField(Number(now.row.version));
}

import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { PlaceKind } from '@shared/company-places';
import type { CompanyPlace } from '@shared/contract/company-places';
import type { GatewayDatabase } from '../../db/schema';
import type { GatewayError } from '../../http/gateway-error';
import { badRequest, notFound, staleVersion } from '../onboarding-access';
import { recordIdOf } from '../hires/record-ids';
import { companyPlaceView, loadPlaceRows, type PlaceRow } from './company-place-view';
import { PLACE_STORES } from './place-kinds';
import { PLACES_TEXT } from './places-text';

/** What the add and edit forms send; address and time zone are kept for locations only. */
export interface PlaceFields {
  name: string;
  externalCode: string | null;
  address: string | null;
  timezone: string | null;
}

/** The company's row of that kind, or 404 alike for an unknown id and another company's. */
export async function placeRow(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, id: string): Promise<PlaceRow> {
  const stored = recordIdOf(id);
  const [row] = stored === null ? [] : await loadPlaceRows(db, companyId, kind, [stored]);
  if (row === undefined) throw notFound(PLACES_TEXT.notFound(kind));
  return row;
}

/** The answer after a write: the row as it is now, with its usage. */
export async function placeAfterWrite(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, id: string): Promise<CompanyPlace> {
  const view = await companyPlaceView(db, companyId, kind, id);
  if (view === undefined) throw notFound(PLACES_TEXT.notFound(kind));
  return view;
}

/** Names are unique per company and kind, whatever their case, archived ones included (so bringing one back never clashes). */
export async function refuseTakenName(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, name: string, exceptId?: string): Promise<void> {
  let query = db
    .selectFrom(PLACE_STORES[kind].table as 'departments')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if ((await query.executeTakeFirst()) !== undefined) {
    const message = PLACES_TEXT.nameTaken(kind, name);
    throw badRequest(message, { name: [message] });
  }
}

/** The columns the form's fields write. */
export function placeColumns(kind: PlaceKind, fields: PlaceFields) {
  const common = { name: fields.name, external_id: fields.externalCode };
  return kind === 'locations' ? { ...common, address: fields.address, timezone: fields.timezone } : common;
}

export async function insertPlace(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, fields: PlaceFields, at: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto(PLACE_STORES[kind].table as 'locations')
    .values({ id, company_id: companyId, created_at: at, ...placeColumns(kind, fields) })
    .execute();
  return id;
}

/**
 * Writes the columns if the row is still at `version`, raising it; a row changed since refuses
 * with 409, a row gone with 404.
 */
export async function updatePlaceAtVersion(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  kind: PlaceKind,
  id: string,
  version: number,
  columns: Record<string, unknown>,
): Promise<void> {
  const result = await db
    .updateTable(PLACE_STORES[kind].table as 'departments')
    .set((set) => ({ ...columns, version: set('version', '+', 1) }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw await placeWriteMissed(db, companyId, kind, id);
}

async function placeWriteMissed(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, id: string): Promise<GatewayError> {
  const [row] = await loadPlaceRows(db, companyId, kind, [id]);
  return row === undefined ? notFound(PLACES_TEXT.notFound(kind)) : stalePlace(kind, Number(row.version));
}

export function stalePlace(kind: PlaceKind, currentVersion: number): GatewayError {
  return staleVersion(PLACES_TEXT.stale(kind), { currentVersion });
}

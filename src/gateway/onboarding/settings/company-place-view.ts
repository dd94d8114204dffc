import type { Kysely } from 'kysely';
import type { PlaceKind } from '@shared/company-places';
import type { CompanyPlace } from '@shared/contract/company-places';
import { criteriaUsageByValue } from '../../criteria/criteria-values';
import type { GatewayDatabase } from '../../db/schema';
import { PLACE_STORES } from './place-kinds';

export interface PlaceRow {
  id: string;
  name: string;
  external_id: string | null;
  archived_at: Date | string | null;
  version: number;
  address: string | null;
  timezone: string | null;
}

/** The rows of one kind, all of them or those named; address and time zone are read for locations only. */
export async function loadPlaceRows(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, ids?: readonly string[]): Promise<PlaceRow[]> {
  if (ids?.length === 0) return [];
  if (kind === 'locations') {
    let query = db
      .selectFrom('locations')
      .select(['id', 'name', 'external_id', 'archived_at', 'version', 'address', 'timezone'])
      .where('company_id', '=', companyId);
    if (ids !== undefined) query = query.where('id', 'in', ids);
    return query.orderBy('name').orderBy('id').execute();
  }
  // Departments and other criteria share their columns: one query for both.
  let query = db
    .selectFrom(PLACE_STORES[kind].table as 'departments')
    .select(['id', 'name', 'external_id', 'archived_at', 'version'])
    .where('company_id', '=', companyId);
  if (ids !== undefined) query = query.where('id', 'in', ids);
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ ...row, address: null, timezone: null }));
}

/** How many hires hold each of the values, in one query. */
async function hireCounts(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const column = PLACE_STORES[kind].hireColumn;
  const rows =
    column === null
      ? await db
          .selectFrom('hire_other_criteria')
          .select((eb) => ['other_criterion_id as value', eb.fn.countAll<number | string>().as('hires')])
          .where('company_id', '=', companyId)
          .where('other_criterion_id', 'in', ids)
          .groupBy('other_criterion_id')
          .execute()
      : await db
          .selectFrom('new_hires')
          .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number | string>().as('hires')])
          .where('company_id', '=', companyId)
          .where(column, 'in', ids)
          .groupBy(column)
          .execute();
  return new Map(rows.map((row) => [String(row.value), Number(row.hires)]));
}

/** The places as the settings screens show them, with their usage counts. */
export async function companyPlaceViews(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, rows: readonly PlaceRow[]): Promise<CompanyPlace[]> {
  const ids = rows.map((row) => row.id);
  const { dimension } = PLACE_STORES[kind];
  const [hires, rules] = await Promise.all([hireCounts(db, companyId, kind, ids), criteriaUsageByValue(db, companyId, dimension)]);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    externalCode: row.external_id,
    address: row.address,
    timezone: row.timezone,
    archived: row.archived_at !== null,
    version: Number(row.version),
    usage: { hires: hires.get(row.id) ?? 0, rules: rules.get(row.id) ?? 0 },
  }));
}

/** One place as the screens show it; undefined when the company has no such one. */
export async function companyPlaceView(db: Kysely<GatewayDatabase>, companyId: string, kind: PlaceKind, id: string): Promise<CompanyPlace | undefined> {
  const rows = await loadPlaceRows(db, companyId, kind, [id]);
  return (await companyPlaceViews(db, companyId, kind, rows))[0];
}

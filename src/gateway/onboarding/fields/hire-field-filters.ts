import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { recordIdOf } from '../hires/record-ids';

/**
 * The hires list's custom-field filters: `fieldValue=<id>:<value>` (any of a field's values),
 * `fieldFrom` / `fieldTo=<id>:<YYYY-MM-DD>` for a date field, `<id>:<number>` for a number field.
 */
export interface FieldFilterInput {
  fieldValue?: readonly string[] | undefined;
  fieldFrom?: readonly string[] | undefined;
  fieldTo?: readonly string[] | undefined;
}

interface FieldFilter {
  values: string[];
  from?: string;
  to?: string;
}

export function splitFieldParam(param: string): [string, string] {
  const at = param.indexOf(':');
  return [param.slice(0, at), param.slice(at + 1)];
}

/** The filters by field id, each field's values sorted and once, in field order: the same filter whatever order it was sent in. */
export function fieldFilters(input: FieldFilterInput): [string, FieldFilter][] {
  const byField = new Map<string, FieldFilter>();
  const of = (id: string) => {
    const filter = byField.get(id) ?? { values: [] };
    byField.set(id, filter);
    return filter;
  };
  for (const [id, value] of (input.fieldValue ?? []).map(splitFieldParam)) of(id).values.push(value);
  for (const [id, bound] of (input.fieldFrom ?? []).map(splitFieldParam)) of(id).from = bound;
  for (const [id, bound] of (input.fieldTo ?? []).map(splitFieldParam)) of(id).to = bound;
  for (const filter of byField.values()) filter.values = [...new Set(filter.values)].sort();
  return [...byField].sort(([a], [b]) => a.localeCompare(b));
}

export function hasFieldFilters(input: FieldFilterInput): boolean {
  return (input.fieldValue?.length ?? 0) + (input.fieldFrom?.length ?? 0) + (input.fieldTo?.length ?? 0) > 0;
}

/** Whether a field filter is a range: its hires are read from the values' index rather than by walking a sort column. */
export function hasFieldRange(input: FieldFilterInput): boolean {
  return (input.fieldFrom?.length ?? 0) + (input.fieldTo?.length ?? 0) > 0;
}

/**
 * One condition on `new_hires as h` for every filtered field: the hire has one of each field's
 * values, or a value in its range. The fields are joined in `hire_field_values` itself: the first
 * (a range when there is one: usually the fewest hires) is read from the (company, field, value,
 * hire) index and each hire found is looked up for the other fields by primary key, so the hires
 * list reads only the hires that match all of them. A field id that cannot name a record matches nothing.
 */
export function fieldFilterConditions(companyId: string, input: FieldFilterInput): RawBuilder<SqlBool>[] {
  const filters = fieldFilters(input).sort(([, a], [, b]) => Number(isRange(b)) - Number(isRange(a)));
  if (filters.length === 0) return [];
  if (filters.some(([id]) => recordIdOf(id) === null)) return [sql<SqlBool>`1 = 0`];
  const valueConditions = (alias: string, fieldId: string, filter: FieldFilter) => {
    const column = sql.ref(`${alias}.value_text`);
    const conditions = [sql`${sql.ref(`${alias}.field_id`)} = ${fieldId}`];
    if (filter.values.length > 0) conditions.push(sql`${column} in (${sql.join(filter.values)})`);
    // Dates sort as text; numbers are compared as numbers ("9" < "10"), from their own column.
    const bound = (text: string) => (isDayBound(text) ? text : Number(text));
    const columnOf = (text: string) => (isDayBound(text) ? column : sql.ref(`${alias}.value_number`));
    if (filter.from !== undefined) conditions.push(sql`${columnOf(filter.from)} >= ${bound(filter.from)}`);
    if (filter.to !== undefined) conditions.push(sql`${columnOf(filter.to)} <= ${bound(filter.to)}`);
    return sql.join(conditions, sql` and `);
  };
  const [[firstId, first], ...others] = filters as [[string, FieldFilter], ...[string, FieldFilter][]];
  const joins = others.map(([id, filter], index) => {
    const alias = `v${index + 1}`;
    return sql`join hire_field_values ${sql.raw(alias)} on ${sql.ref(`${alias}.company_id`)} = v0.company_id and ${sql.ref(`${alias}.hire_id`)} = v0.hire_id and ${valueConditions(alias, recordIdOf(id) as string, filter)}`;
  });
  return [
    sql<SqlBool>`${sql.ref('h.id')} in (select v0.hire_id from hire_field_values v0 ${sql.join(joins, sql` `)} where v0.company_id = ${companyId} and ${valueConditions('v0', recordIdOf(firstId) as string, first)})`,
  ];
}

const DAY_BOUND = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a range's bound is a day (a date field's) rather than a number (a number field's). */
export function isDayBound(text: string): boolean {
  return DAY_BOUND.test(text);
}

function isRange(filter: FieldFilter): boolean {
  return filter.from !== undefined || filter.to !== undefined;
}

/**
 * The company column as a field filter wants it compared: under one, SQLite would otherwise read
 * every hire of the company by a company index and test each against the filter; hidden in an
 * expression, it looks up just the filter's hires by id.
 */
export function hireCompanyColumn(input: FieldFilterInput) {
  return hasFieldFilters(input) ? sql<string>`coalesce(${sql.ref('h.company_id')}, ${sql.ref('h.company_id')})` : sql.ref<string>('h.company_id');
}

import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { recordIdOf } from '../hires/record-ids';

/** The hires list's custom-field filters: `fieldValue=<id>:<value>` (any of a field's values), `fieldFrom` / `fieldTo=<id>:<YYYY-MM-DD>`. */
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

function split(param: string): [string, string] {
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
  for (const [id, value] of (input.fieldValue ?? []).map(split)) of(id).values.push(value);
  for (const [id, day] of (input.fieldFrom ?? []).map(split)) of(id).from = day;
  for (const [id, day] of (input.fieldTo ?? []).map(split)) of(id).to = day;
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
 * One condition per filtered field on `new_hires as h`: the hire has one of the values, or a value
 * in the range, read from `hire_field_values` by its (company, field, value, hire) index. A field id
 * that cannot name a record matches nothing.
 */
export function fieldFilterConditions(companyId: string, input: FieldFilterInput): RawBuilder<SqlBool>[] {
  return fieldFilters(input).map(([id, filter]) => {
    const fieldId = recordIdOf(id);
    if (fieldId === null) return sql<SqlBool>`1 = 0`;
    const conditions = [sql`company_id = ${companyId}`, sql`field_id = ${fieldId}`];
    if (filter.values.length > 0) conditions.push(sql`value_text in (${sql.join(filter.values)})`);
    if (filter.from !== undefined) conditions.push(sql`value_text >= ${filter.from}`);
    if (filter.to !== undefined) conditions.push(sql`value_text <= ${filter.to}`);
    return sql<SqlBool>`${sql.ref('h.id')} in (select hire_id from hire_field_values where ${sql.join(conditions, sql` and `)})`;
  });
}

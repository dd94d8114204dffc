import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import { recordIdOf } from '../hires/record-ids';
import { badRequest } from '../onboarding-access';
import { FIELD_TEXT } from './field-text';
import { type FieldFilterInput, isDayBound, splitFieldParam } from './hire-field-filters';

/**
 * Refuses a range bound that does not fit its field (400 naming the parameter and the field): a
 * date field is filtered from and to a day, a number field from and to a number, no other field by
 * a range. The company's archived fields count (their values stay on hires); an id that names no
 * field of the company is left to match nothing.
 */
export async function checkFieldRanges(db: Kysely<GatewayDatabase>, companyId: string, input: FieldFilterInput): Promise<void> {
  const params = (['fieldFrom', 'fieldTo'] as const).flatMap((name) =>
    (input[name] ?? []).map((param, index) => {
      const [id, bound] = splitFieldParam(param);
      return { name: `${name}.${index}`, bound, id: recordIdOf(id) };
    }),
  );
  const ids = [...new Set(params.flatMap(({ id }) => (id === null ? [] : [id])))];
  if (ids.length === 0) return;
  const fields = new Map(
    (await db.selectFrom('custom_fields').select(['id', 'label', 'type']).where('company_id', '=', companyId).where('id', 'in', ids).execute()).map((field) => [
      field.id,
      field,
    ]),
  );
  const errors: Record<string, string[]> = {};
  for (const { name, bound, id } of params) {
    const field = id === null ? undefined : fields.get(id);
    if (field === undefined) continue;
    if (field.type === 'number' && isDayBound(bound)) errors[name] = [FIELD_TEXT.numberBound(field.label)];
    else if (field.type === 'date' && !isDayBound(bound)) errors[name] = [FIELD_TEXT.dateBound(field.label)];
    else if (field.type !== 'number' && field.type !== 'date') errors[name] = [FIELD_TEXT.rangeNotTaken(field.label)];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw badRequest(first, errors);
}

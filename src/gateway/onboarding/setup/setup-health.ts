import { type Kysely, sql } from 'kysely';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import { criteriaOptions } from '../../criteria/criteria-options';
import type { GatewayDatabase } from '../../db/schema';

/**
 * Rules that reach no current hire (pending, preboarding, onboarding): targets that set criteria
 * and that no current hire meets in every dimension they set. A target with no criteria reaches
 * everyone and is never counted. One statement on both databases.
 */
export async function rulesMatchingNoOne(db: Kysely<GatewayDatabase>, companyId: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from criteria_targets t
    where t.company_id = ${companyId}
      and exists (select 1 from criteria_links l where l.company_id = t.company_id and l.target_kind = t.target_kind and l.target_id = t.target_id)
      and not exists (
        select 1 from criteria_links l
        join hire_criteria h on h.company_id = l.company_id and h.dimension = l.dimension and h.value = l.value
        join new_hires n on n.company_id = h.company_id and n.id = h.hire_id
        where l.company_id = t.company_id and l.target_kind = t.target_kind and l.target_id = t.target_id
          and n.status in (${sql.join(CURRENT_HIRE_STATUSES)})
        group by h.hire_id
        having count(distinct h.dimension) = (
          select count(distinct d.dimension) from criteria_links d
          where d.company_id = t.company_id and d.target_kind = t.target_kind and d.target_id = t.target_id))`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Archived values (a department, a location, an other criterion, a field's option) that rules still
 * use: what each settings area marks archived in the rule editor's options, found among the rules.
 */
export async function archivedValuesInUse(db: Kysely<GatewayDatabase>, companyId: string): Promise<number> {
  const archived = (await criteriaOptions(db, companyId)).flatMap((option) =>
    option.values.filter((value) => value.archived).map((value) => ({ dimension: option.dimension, value: value.value })),
  );
  if (archived.length === 0) return 0;
  const used = await db
    .selectFrom('criteria_links')
    .select(['dimension', 'value'])
    .distinct()
    .where('company_id', '=', companyId)
    .where((eb) => eb.or(archived.map((each) => eb.and([eb('dimension', '=', each.dimension), eb('value', '=', each.value)]))))
    .execute();
  return used.length;
}

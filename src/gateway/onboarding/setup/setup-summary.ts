import { type Kysely, sql } from 'kysely';
import type { SetupSummary } from '@shared/contract/setup';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import type { GatewayDatabase } from '../../db/schema';
import { archivedValuesInUse, rulesMatchingNoOne } from './setup-health';

/** Every company starts with this brand colour (migration 0005). */
const DEFAULT_BRAND_COLOR = '#1d4ed8';
/** An invitation older than this without a password set is "not accepted". */
export const INVITATION_GRACE_MS = 7 * 86_400_000;

const count = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/** What the settings home and the overview show, read in one round of counts. */
export async function readSetupSummary(db: Kysely<GatewayDatabase>, companyId: string, now = new Date()): Promise<SetupSummary> {
  const countAll = sql<number>`count(*)`.as('count');
  const acceptedBefore = new Date(now.getTime() - INVITATION_GRACE_MS).toISOString();
  const [departments, locations, plans, otherCriteria, customFields, people, company, hiresWithoutPlan, invitationsNotAccepted, unmatchedRules, archivedInUse] =
    await Promise.all([
      db.selectFrom('departments').select(countAll).where('company_id', '=', companyId).executeTakeFirst(),
      db.selectFrom('locations').select(countAll).where('company_id', '=', companyId).executeTakeFirst(),
      db.selectFrom('plan_templates').select(countAll).where('company_id', '=', companyId).executeTakeFirst(),
      db.selectFrom('other_criteria').select(countAll).where('company_id', '=', companyId).where('archived_at', 'is', null).executeTakeFirst(),
      db.selectFrom('custom_fields').select(countAll).where('company_id', '=', companyId).where('archived_at', 'is', null).executeTakeFirst(),
      db
        .selectFrom('users')
        .select(['is_active', 'must_change_password', countAll])
        .where('company_id', '=', companyId)
        .where('kind', '=', 'staff')
        .groupBy(['is_active', 'must_change_password'])
        .execute(),
      db
        .selectFrom('companies as c')
        .select((eb) => [
          'c.brand_color',
          'c.logo_file_id',
          eb.exists(eb.selectFrom('brand_assets as b').select('b.kind').where('b.company_id', '=', companyId)).as('has_assets'),
        ])
        .where('c.id', '=', companyId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('new_hires as h')
        .select(countAll)
        .where('h.company_id', '=', companyId)
        .where('h.status', 'in', [...CURRENT_HIRE_STATUSES])
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('hire_plans as p').select('p.id').where('p.company_id', '=', companyId).whereRef('p.hire_id', '=', 'h.id'))),
        )
        .executeTakeFirst(),
      db
        .selectFrom('users')
        .select(countAll)
        .where('company_id', '=', companyId)
        .where('kind', '=', 'staff')
        .where('is_active', '=', true)
        .where('must_change_password', '=', true)
        .where('invited_at', '<', acceptedBefore)
        .executeTakeFirst(),
      rulesMatchingNoOne(db, companyId),
      archivedValuesInUse(db, companyId),
    ]);
  const peopleCount = { active: 0, invited: 0, deactivated: 0 };
  for (const row of people) {
    const status = !row.is_active ? 'deactivated' : row.must_change_password ? 'invited' : 'active';
    peopleCount[status] += count(row);
  }
  return {
    departments: count(departments),
    locations: count(locations),
    plans: count(plans),
    otherCriteria: count(otherCriteria),
    customFields: count(customFields),
    people: peopleCount,
    brandingSet: company.logo_file_id !== null || Boolean(company.has_assets) || company.brand_color.toLowerCase() !== DEFAULT_BRAND_COLOR,
    health: {
      hiresWithoutPlan: count(hiresWithoutPlan),
      invitationsNotAccepted: count(invitationsNotAccepted),
      rulesMatchingNoOne: unmatchedRules,
      archivedValuesInUse: archivedInUse,
    },
  };
}

import type { AccessPreview, HireReach } from '@shared/contract/access';
import type { CriteriaDb } from '../criteria/criteria-db';
import type { GatewayDatabase } from '../db/schema';
import type { Kysely } from 'kysely';
import { countReach } from './hire-reach';
import { type HireReachRule, loadUserAccess } from './user-access';

interface StaffAccess {
  fullName: string;
  rights: ReadonlySet<string>;
  reach: HireReachRule;
  /** The reach rule as data: the hires reached change exactly when it does (the hires themselves do not change here). */
  rule: string;
}

/**
 * What an access change would do, without doing it: in one transaction it reads every staff user's
 * rights and reach, runs `change` (the very code the save runs, validation and record included),
 * reads them again, counts the hires reached before and after by those it touches, and rolls
 * everything back. Answers the people whose rights or reach change.
 */
export async function previewAccessChange(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  change: (trx: CriteriaDb) => Promise<unknown>,
): Promise<AccessPreview> {
  const trx = await db.startTransaction().execute();
  try {
    const before = await staffAccess(trx, companyId);
    await change(trx);
    const after = await staffAccess(trx, companyId);
    return await difference(trx, companyId, before, after);
  } finally {
    await trx.rollback().execute();
  }
}

async function staffAccess(db: CriteriaDb, companyId: string): Promise<Map<string, StaffAccess>> {
  const [access, names] = await Promise.all([
    loadUserAccess(db, companyId),
    db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('company_id', '=', companyId).where('kind', '=', 'staff').execute(),
  ]);
  const staff = new Map<string, StaffAccess>();
  for (const user of names) {
    const held = access.get(user.id);
    if (held === undefined) continue;
    staff.set(user.id, { fullName: `${user.first_name} ${user.last_name}`.trim(), rights: held.rights, reach: held.reach, rule: ruleKey(held.reach) });
  }
  return staff;
}

function ruleKey(rule: HireReachRule): string {
  if (rule.kind !== 'some') return rule.kind;
  return JSON.stringify(
    rule.memberships.map((membership) => [
      membership.roleId,
      membership.criteria.map((entry) => [entry.dimension, [...entry.values].sort()]).sort(),
      [...membership.includeHireIds].sort(),
      [...membership.excludeHireIds].sort(),
    ]),
  );
}

/**
 * The people whose rights or reach rule differ, with their reach counted before and after; only
 * they are counted, and a rule read before the change still counts the same hires after it, since
 * an access change writes no hire.
 */
async function difference(
  db: CriteriaDb,
  companyId: string,
  before: ReadonlyMap<string, StaffAccess>,
  after: ReadonlyMap<string, StaffAccess>,
): Promise<AccessPreview> {
  let everyHire: Promise<HireReach> | undefined;
  // Everyone who reaches every hire reaches the same number: counted once.
  const count = (reach: HireReachRule) => (reach.kind === 'every' ? (everyHire ??= countReach(db, companyId, reach)) : countReach(db, companyId, reach));
  const people: AccessPreview['people'] = [];
  let unchanged = 0;
  for (const [userId, now] of after) {
    const was = before.get(userId);
    if (was === undefined) continue;
    const gains = [...now.rights].filter((right) => !was.rights.has(right)).sort();
    const loses = [...was.rights].filter((right) => !now.rights.has(right)).sort();
    if (gains.length === 0 && loses.length === 0 && was.rule === now.rule) {
      unchanged += 1;
      continue;
    }
    const reachBefore = await count(was.reach);
    const reachAfter = was.rule === now.rule ? reachBefore : await count(now.reach);
    people.push({ userId, fullName: now.fullName, gains, loses, reachBefore, reachAfter });
  }
  people.sort((a, b) => a.fullName.localeCompare(b.fullName) || a.userId.localeCompare(b.userId));
  return { people, unchanged };
}

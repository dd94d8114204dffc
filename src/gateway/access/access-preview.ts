import type { AccessPreview, HireReach } from '@shared/contract/access';
import type { CriteriaDb } from '../criteria/criteria-db';
import type { GatewayDatabase } from '../db/schema';
import type { Kysely } from 'kysely';
import { countReach } from './hire-reach';
import { type HireReachRule, loadUserAccess } from './user-access';

interface StaffAccess {
  fullName: string;
  rights: ReadonlySet<string>;
  /** The reach rule as data, to tell a changed rule from an unchanged one whose count happens to match. */
  rule: string;
  reach: HireReach;
}

/**
 * What an access change would do, without doing it: in one transaction it reads every staff user's
 * rights and reach, runs `change` (the very code the save runs, validation and record included),
 * reads them again, and rolls everything back. Answers the people whose rights or reach change.
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
    return difference(before, after);
  } finally {
    await trx.rollback().execute();
  }
}

async function staffAccess(db: CriteriaDb, companyId: string): Promise<Map<string, StaffAccess>> {
  const [access, names] = await Promise.all([
    loadUserAccess(db, companyId),
    db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('company_id', '=', companyId).where('kind', '=', 'staff').execute(),
  ]);
  let everyHire: Promise<HireReach> | undefined;
  const staff = new Map<string, StaffAccess>();
  for (const user of names) {
    const held = access.get(user.id);
    if (held === undefined) continue;
    // Every user who reaches every hire reaches the same number: counted once.
    const reach = held.reach.kind === 'every' ? (everyHire ??= countReach(db, companyId, held.reach)) : countReach(db, companyId, held.reach);
    staff.set(user.id, { fullName: `${user.first_name} ${user.last_name}`.trim(), rights: held.rights, rule: ruleKey(held.reach), reach: await reach });
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

function difference(before: ReadonlyMap<string, StaffAccess>, after: ReadonlyMap<string, StaffAccess>): AccessPreview {
  const people: AccessPreview['people'] = [];
  let unchanged = 0;
  for (const [userId, now] of after) {
    const was = before.get(userId);
    if (was === undefined) continue;
    const gains = [...now.rights].filter((right) => !was.rights.has(right)).sort();
    const loses = [...was.rights].filter((right) => !now.rights.has(right)).sort();
    const reachChanged = was.rule !== now.rule || was.reach.every !== now.reach.every || was.reach.count !== now.reach.count;
    if (gains.length === 0 && loses.length === 0 && !reachChanged) {
      unchanged += 1;
      continue;
    }
    people.push({ userId, fullName: now.fullName, gains, loses, reachBefore: was.reach, reachAfter: now.reach });
  }
  people.sort((a, b) => a.fullName.localeCompare(b.fullName) || a.userId.localeCompare(b.userId));
  return { people, unchanged };
}

/**
 * `npm run bench:rules`: the rule engine over Acme grown to 100,000 hires (BENCH_HIRES), with 500
 * task-template rules over departments, locations, employment statuses and other criteria, on SQLite
 * and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * Targets: "which targets match this hire" p99 under 5 ms; "how many hires match this rule" under
 * 100 ms, for the widest rules (their p99 over repeated counts).
 */
import { sql } from 'kysely';
import type { Criteria } from '../src/shared/contract/criteria';
import { CURRENT_HIRE_STATUSES } from '../src/shared/criteria';
import { EMPLOYMENT_STATUSES } from '../src/shared/onboarding';
import { openDatabase } from '../src/gateway/db/open-database';
import { seedDemoCompanies } from '../src/gateway/seed/demo-company';
import { generateHires } from '../src/gateway/seed/generate-hires';
import { countCurrentHiresMatching, hiresMatchingTarget, targetsMatchingHire } from '../src/gateway/criteria/matching';
import { saveTargetCriteria } from '../src/gateway/criteria/target-criteria';
import { benchDatabaseConfig, dropBenchDatabase } from './bench-database';
import { benchPostgresUrl, type BenchDatabase } from './hires-gateway';
import { percentile } from './load';

const hires = Number(process.env.BENCH_HIRES ?? 100_000);
const rules = Number(process.env.BENCH_RULES ?? 500);
const lookups = Number(process.env.BENCH_LOOKUPS ?? 2000);
const OTHER_CRITERIA = ['relocating', 'remote-equipment', 'contractor-agency', 'visa'];

/** A deterministic spread of rules: a quarter for everyone, the rest over one to three dimensions. */
function ruleOf(index: number, departments: readonly string[], locations: readonly string[]): Criteria {
  const criteria: Criteria = [];
  if (index % 4 === 0) return criteria;
  if (index % 2 === 1)
    criteria.push({ dimension: 'department', values: [departments[index % departments.length]!, departments[(index * 7) % departments.length]!] });
  if (index % 3 !== 0) criteria.push({ dimension: 'location', values: [locations[index % locations.length]!] });
  if (index % 5 === 0) criteria.push({ dimension: 'employment_status', values: [EMPLOYMENT_STATUSES[index % EMPLOYMENT_STATUSES.length]!] });
  if (index % 7 === 0) criteria.push({ dimension: 'other', values: [OTHER_CRITERIA[index % OTHER_CRITERIA.length]!] });
  return criteria;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

function figures(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms (${samples.length} runs)`;
}

async function benchOne(kind: BenchDatabase): Promise<void> {
  process.env.BENCH_DB = kind;
  if (benchPostgresUrl) process.env.BENCH_DATABASE_URL = benchPostgresUrl;
  const config = benchDatabaseConfig('hcm-bench-rules-');
  const { db } = await openDatabase(config);
  try {
    await seedDemoCompanies(db);
    const acme = await db.selectFrom('companies').select('id').where('name', '=', 'Acme Ltd').executeTakeFirstOrThrow();
    const [seededMs] = await timed(() => generateHires(db, acme.id, hires, { firstIndex: 1000, tasksPerHire: 0 }));
    const hireRows = await db.selectFrom('new_hires').select(['id', 'status']).where('company_id', '=', acme.id).orderBy('id').execute();
    const hireIds = hireRows.map((row) => row.id);
    // One hire in five has one of the company's other criteria.
    const otherValues = hireRows
      .filter((_, index) => index % 5 === 0)
      .map((hire, index) => ({
        company_id: acme.id,
        hire_id: hire.id,
        dimension: 'other',
        value: OTHER_CRITERIA[index % OTHER_CRITERIA.length]!,
        current: (CURRENT_HIRE_STATUSES as readonly string[]).includes(hire.status),
      }));
    for (let start = 0; start < otherValues.length; start += 500)
      await db
        .insertInto('hire_criteria')
        .values(otherValues.slice(start, start + 500))
        .execute();
    const departments = (await db.selectFrom('departments').select('id').where('company_id', '=', acme.id).execute()).map((row) => row.id);
    const locations = (await db.selectFrom('locations').select('id').where('company_id', '=', acme.id).execute()).map((row) => row.id);
    const ruleCriteria = Array.from({ length: rules }, (_, index) => ruleOf(index, departments, locations));
    for (const [index, criteria] of ruleCriteria.entries()) await saveTargetCriteria(db, acme.id, { kind: 'task_template', id: `rule-${index}` }, criteria);
    if (config.kind === 'postgres') await sql`vacuum analyze`.execute(db);

    const perHire: number[] = [];
    let matched = 0;
    for (let lookup = 0; lookup < lookups; lookup += 1) {
      const hireId = hireIds[(lookup * 7919) % hireIds.length]!;
      const [ms, targets] = await timed(() => targetsMatchingHire(db, acme.id, 'task_template', hireId));
      if (lookup >= 50) perHire.push(ms);
      matched += targets.length;
    }

    // The widest rules: everyone, one status (about a quarter of the hires), a department or a location.
    const widest: [string, Criteria][] = [
      ['everyone', []],
      ['one employment status', [{ dimension: 'employment_status', values: ['full_time'] }]],
      ['two departments', [{ dimension: 'department', values: departments.slice(0, 2) }]],
      [
        'department and location',
        [
          { dimension: 'department', values: departments.slice(0, 3) },
          { dimension: 'location', values: locations.slice(0, 2) },
        ],
      ],
    ];
    const counts: string[] = [];
    for (const [name, criteria] of widest) {
      const samples: number[] = [];
      let count = 0;
      for (let run = 0; run < 30; run += 1) {
        const [ms, answer] = await timed(() => countCurrentHiresMatching(db, acme.id, criteria));
        if (run >= 3) samples.push(ms);
        count = answer;
      }
      counts.push(`  ${name}: ${count} current hires, ${figures(samples)}`);
    }
    const targetSamples: number[] = [];
    let targetHires = 0;
    for (let run = 0; run < 40; run += 1) {
      const [ms, answer] = await timed(() => hiresMatchingTarget(db, acme.id, 'task_template', `rule-${(run * 3 + 1) % rules}`));
      if (run >= 4) targetSamples.push(ms);
      targetHires += answer.length;
    }

    console.info(`\n${kind}: ${hireIds.length} hires (seeded in ${(seededMs / 1000).toFixed(1)} s), ${rules} rules`);
    console.info(`which targets match this hire: ${figures(perHire)}; ${(matched / lookups).toFixed(1)} rules match a hire on average`);
    console.info('how many current hires match this rule (the rule editor’s count):');
    for (const line of counts) console.info(line);
    console.info(`which hires match a saved rule: ${figures(targetSamples)}; ${Math.round(targetHires / 40)} hires on average`);
  } finally {
    await db.destroy();
    await dropBenchDatabase(config);
  }
}

await benchOne('sqlite');
if (benchPostgresUrl) await benchOne('postgres');
else console.info('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database the bench may create a schema in.');

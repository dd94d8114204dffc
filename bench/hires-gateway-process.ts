/**
 * The gateway the hires-list and load benches measure: its own process, the demo companies, and Acme
 * grown to BENCH_HIRES hires with their tasks before it listens. BENCH_DB is sqlite (a fresh file)
 * or postgres (a fresh schema in BENCH_DATABASE_URL, dropped on exit). BENCH_ACCOUNTS adds that
 * many coordinators to Acme first (coordinator1@acme.example, …, the demo password), so the
 * generated hires and tasks are shared among them too. BENCH_SCOPED=1 limits the coordinator's
 * role to the hires custom roles reach and gives coordinator@acme.example a custom role reaching one
 * department in one location (the first of each by name); the answer also says what computing that
 * user's rights and reach once costs.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadUserAccess } from '../src/gateway/access/user-access';
import { openDatabase } from '../src/gateway/db/open-database';
import { seedDemoCompanies } from '../src/gateway/seed/demo-company';
import { generateCustomFields } from '../src/gateway/seed/generate-field-values';
import { generateHires } from '../src/gateway/seed/generate-hires';
import { startGateway } from '../src/gateway/server';
import { setRoleReach, writeCustomRole } from '../tests/gateway/support/custom-roles';
import { benchDatabaseConfig, dropBenchDatabase } from './bench-database';

const hires = Number(process.env.BENCH_HIRES ?? 100_000);
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 0);
const config = benchDatabaseConfig('hcm-bench-hires-');
const seeding = performance.now();
const { db } = await openDatabase(config);
await seedDemoCompanies(db);
const acme = await db.selectFrom('companies').select('id').where('name', '=', 'Acme Ltd').executeTakeFirstOrThrow();
if (accounts > 0) {
  // One argon2 hash for all: they share the demo password, and hashing each would take seconds.
  const coordinator = await db.selectFrom('users').select(['password_hash', 'role']).where('email', '=', 'coordinator@acme.example').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values(
      Array.from({ length: accounts }, (_, index) => ({
        ...coordinator,
        id: randomUUID(),
        company_id: acme.id,
        email: `coordinator${index + 1}@acme.example`,
        first_name: 'Casey',
        last_name: `Coordinator ${index + 1}`,
        kind: 'staff' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
// BENCH_CUSTOM_FIELDS=1: ten custom fields, each hire with its values.
const fieldValues = process.env.BENCH_CUSTOM_FIELDS === '1' ? await generateCustomFields(db, acme.id, new Date().toISOString().slice(0, 10)) : undefined;
const generated = await generateHires(db, acme.id, hires, { firstIndex: 1000, fieldValues });
// A fresh bulk load leaves PostgreSQL without statistics or a visibility map; a real database has
// both. Its pages are written out now, not by a checkpoint in the middle of a measurement.
if (config.kind === 'postgres') {
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
}
const seededMs = performance.now() - seeding;
const scoped = process.env.BENCH_SCOPED === '1' ? await scopeCoordinator() : undefined;
await db.destroy();

/** Sales-in-London style access for the coordinator: two criteria; answers the median time of computing their access. */
async function scopeCoordinator(): Promise<{ accessMs: number; reached: number }> {
  const coordinator = await db.selectFrom('users').select('id').where('email', '=', 'coordinator@acme.example').executeTakeFirstOrThrow();
  const firstOf = (table: 'departments' | 'locations') =>
    db.selectFrom(table).select('id').where('company_id', '=', acme.id).orderBy('name').limit(1).executeTakeFirstOrThrow();
  const [department, location] = await Promise.all([firstOf('departments'), firstOf('locations')]);
  await setRoleReach(db, acme.id, 'OPERATIONS', 'custom_roles');
  await writeCustomRole(db, acme.id, {
    name: 'One department in one location',
    rights: [],
    members: [
      {
        userId: coordinator.id,
        criteria: [
          { dimension: 'department', values: [department.id] },
          { dimension: 'location', values: [location.id] },
        ],
      },
    ],
  });
  const times: number[] = [];
  for (let round = 0; round < 21; round += 1) {
    const started = performance.now();
    await loadUserAccess(db, acme.id, [coordinator.id]);
    times.push(performance.now() - started);
  }
  const reached = await db
    .selectFrom('new_hires')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', acme.id)
    .where('department_id', '=', department.id)
    .where('location_id', '=', location.id)
    .executeTakeFirstOrThrow();
  return { accessMs: times.sort((a, b) => a - b)[10] ?? Number.NaN, reached: Number(reached.count) };
}

const gateway = await startGateway({
  database: config,
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  seedDemo: false,
  // The benches sign in from one address, many at a time: the per-address limits are raised; the
  // per-account limit stays as it is (each load-bench client signs in as its own account).
  rateLimits: { addressRequestsPerMinute: 1_000_000, addressFailures: 1_000_000 },
});
process.stdout.write(`${JSON.stringify({ url: gateway.url, seededMs, ...generated, ...(scoped === undefined ? {} : { scoped }) })}\n`);

async function shutDown(): Promise<void> {
  await gateway.close();
  await dropBenchDatabase(config);
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown());

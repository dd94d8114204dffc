/**
 * The gateway the hires-list bench measures: its own process, the demo companies, and Acme grown to
 * BENCH_HIRES hires with their tasks before it listens. BENCH_DB is sqlite (a fresh file) or
 * postgres (a fresh schema in BENCH_DATABASE_URL, dropped on exit).
 */
import { sql } from 'kysely';
import { openDatabase } from '../src/gateway/db/open-database';
import { seedDemoCompanies } from '../src/gateway/seed/demo-company';
import { generateHires } from '../src/gateway/seed/generate-hires';
import { startGateway } from '../src/gateway/server';
import { benchDatabaseConfig, dropBenchDatabase } from './bench-database';

const hires = Number(process.env.BENCH_HIRES ?? 100_000);
const config = benchDatabaseConfig('hcm-bench-hires-');
const seeding = performance.now();
const { db } = await openDatabase(config);
await seedDemoCompanies(db);
const acme = await db.selectFrom('companies').select('id').where('name', '=', 'Acme Ltd').executeTakeFirstOrThrow();
const generated = await generateHires(db, acme.id, hires, { firstIndex: 1000 });
// A fresh bulk load leaves PostgreSQL without statistics or a visibility map; a real database has both.
if (config.kind === 'postgres') await sql`vacuum analyze`.execute(db);
const seededMs = performance.now() - seeding;
await db.destroy();

const gateway = await startGateway({
  database: config,
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  seedDemo: false,
  rateLimits: { addressRequestsPerMinute: 1_000_000 },
});
process.stdout.write(`${JSON.stringify({ url: gateway.url, seededMs, ...generated })}\n`);

async function shutDown(): Promise<void> {
  await gateway.close();
  await dropBenchDatabase(config);
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown());

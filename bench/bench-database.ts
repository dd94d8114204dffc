/** The database a bench gateway runs on: BENCH_DB sqlite (a fresh file) or postgres (a fresh schema in BENCH_DATABASE_URL). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../src/gateway/db/open-database';

export function benchDatabaseConfig(folderPrefix: string): DatabaseConfig {
  if (process.env.BENCH_DB !== 'postgres') return { kind: 'sqlite', file: join(mkdtempSync(join(tmpdir(), folderPrefix)), 'gateway.sqlite') };
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL names the PostgreSQL database to bench against.');
  return { kind: 'postgres', url, schema: `bench_${randomBytes(6).toString('hex')}` };
}

/** Drops the bench's PostgreSQL schema; the SQLite file stays in the temporary folder. */
export async function dropBenchDatabase(config: DatabaseConfig): Promise<void> {
  if (config.kind !== 'postgres' || !config.schema) return;
  const { default: pg } = await import('pg');
  const cleanup = new pg.Client({ connectionString: config.url });
  await cleanup.connect();
  await cleanup.query(`drop schema if exists "${config.schema}" cascade`);
  await cleanup.end();
}

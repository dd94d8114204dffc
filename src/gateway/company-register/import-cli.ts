import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSqliteDriver } from '../ensure-native-driver';
import type { DatabaseConfig } from '../db/open-database';
import type { ImportProgress } from './import';

const USAGE = 'Usage: npm run register:import -- <BasicCompanyData.csv>';
/** When standard error is not a terminal, one progress line per this many rows. */
const LOG_EVERY_ROWS = 50_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function describe(progress: ImportProgress): string {
  const seconds = progress.elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(progress.rows / seconds) : progress.rows;
  return `${progress.rows.toLocaleString('en-GB')} rows read, ${progress.imported.toLocaleString('en-GB')} imported, ${progress.skipped.toLocaleString('en-GB')} skipped (${rate.toLocaleString('en-GB')} rows/s)`;
}

function progressReporter(): { update(progress: ImportProgress): void; done(): void } {
  if (process.stderr.isTTY) {
    let shown = false;
    return {
      update(progress) {
        process.stderr.write(`\r${describe(progress)}\u001b[K`);
        shown = true;
      },
      done() {
        if (shown) process.stderr.write('\n');
      },
    };
  }
  let nextLine = LOG_EVERY_ROWS;
  return {
    update(progress) {
      if (progress.rows >= nextLine) {
        process.stderr.write(`${describe(progress)}\n`);
        nextLine = (Math.floor(progress.rows / LOG_EVERY_ROWS) + 1) * LOG_EVERY_ROWS;
      }
    },
    done() {},
  };
}

async function databaseConfig(): Promise<DatabaseConfig> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl !== undefined) {
    return { kind: 'postgres', url: databaseUrl };
  }
  const dataDir = resolve(process.env.GATEWAY_DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  await ensureSqliteDriver();
  return { kind: 'sqlite', file: join(dataDir, 'gateway.sqlite') };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.info(USAGE);
    return;
  }
  const [file, ...extra] = args;
  if (file === undefined || extra.length > 0) {
    fail(USAGE);
  }
  const path = resolve(file);
  if (!existsSync(path) || !statSync(path).isFile()) {
    fail(`No file at ${path}. ${USAGE}`);
  }

  const { openDatabase } = await import('../db/open-database');
  const { importCompanyRegister } = await import('./import');
  const { db } = await openDatabase(await databaseConfig());
  const reporter = progressReporter();
  try {
    const summary = await importCompanyRegister(db, createReadStream(path), (progress) => reporter.update(progress));
    reporter.done();
    console.error(`Company register import finished: ${describe(summary)} in ${(summary.elapsedMs / 1000).toFixed(1)} s.`);
  } catch (error) {
    reporter.done();
    throw error;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  fail(`The company register import failed: ${error instanceof Error ? error.message : String(error)}`);
});

/** Starts bench/hires-gateway-process.ts in a process of its own, and runs a bench on each database. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export type BenchDatabase = 'sqlite' | 'postgres';

export interface HiresGatewayChild {
  process: ChildProcess;
  url: string;
  seededMs: number;
  tasks: number;
  /** With BENCH_SCOPED=1: the median time of computing the coordinator's access once, and how many hires it reaches. */
  scoped?: { accessMs: number; reached: number };
  stop(): Promise<void>;
}

export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Acme with `hires` hires and their tasks, and `accounts` extra coordinators; answers once it listens. */
export async function startHiresGateway(db: BenchDatabase, hires: number, accounts = 0): Promise<HiresGatewayChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hires-gateway-process.ts'], {
    env: {
      ...process.env,
      BENCH_DB: db,
      BENCH_HIRES: String(hires),
      BENCH_ACCOUNTS: String(accounts),
      ...(benchPostgresUrl ? { BENCH_DATABASE_URL: benchPostgresUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  const started = JSON.parse(line) as Pick<HiresGatewayChild, 'url' | 'seededMs' | 'tasks' | 'scoped'>;
  return {
    process: child,
    ...started,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The bench on embedded SQLite, then on PostgreSQL when a database is named. */
export async function benchEachDatabase(bench: (db: BenchDatabase) => Promise<void>): Promise<void> {
  await bench('sqlite');
  if (benchPostgresUrl) await bench('postgres');
  else console.info('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database the bench may create a schema in.');
}

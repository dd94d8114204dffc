/**
 * The gateway as the benchmark runs it: its own process, embedded database, demo company, limits raised.
 * BENCH_GATEWAY_DATA_DIR keeps the database in a given folder (left in place), so the gateway can be
 * stopped and started again on the same data; BENCH_GATEWAY_PORT fixes its port for the same reason.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../src/gateway/server';

const dataDir = process.env.BENCH_GATEWAY_DATA_DIR?.trim() || mkdtempSync(join(tmpdir(), 'hcm-bench-gateway-'));
const gateway = await startGateway({
  database: { kind: 'sqlite', file: join(dataDir, 'gateway.sqlite') },
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  seedDemo: true,
  port: Number(process.env.BENCH_GATEWAY_PORT ?? 0),
  // The benchmark signs in thousands of times from one address on purpose, eight at once to one
  // account: an attempt is taken before its password is checked, so the account's limit caps how
  // many of its sign-ins run at once.
  rateLimits: { addressRequestsPerMinute: 1_000_000, accountFailures: 1_000_000 },
});
process.stdout.write(`${gateway.url}\n`);
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));

/**
 * `npm run bench:forgot-password`: POST /auth/forgot-password for known and unknown accounts, with
 * SMTP configured (a local server that takes BENCH_SMTP_DELAY_MS, default 5, to accept a mail), one
 * request at a time, known and unknown in a shuffled order, so that each kind follows either kind
 * alike. The two must not be told apart by their timing. What a known account's mail costs after
 * its answer shows, if anywhere, in the request sent next: the last line compares the requests that
 * follow a known one with those that follow an unknown one.
 * BENCH_DB=postgres (with BENCH_DATABASE_URL or TEST_DATABASE_URL) runs it on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent } from 'node:http';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { httpRequest, percentile } from './load';

const pairs = Number(process.env.BENCH_REQUESTS ?? 1000);
const smtpDelayMs = Number(process.env.BENCH_SMTP_DELAY_MS ?? 5);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const headers = { 'content-type': 'application/json', product: 'ONBOARDING' };
const KNOWN = ['coordinator@acme.example', 'admin@acme.example', 'admin@globex.example', 'maya.patel@example.com'];
const UNKNOWN = ['nobody@acme.example', 'someone@nowhere.example', 'admin@globex.invalid', 'maya.patil@example.com'];

let accepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => {
      setTimeout(() => {
        accepted += 1;
        done();
      }, smtpDelayMs);
    });
  },
});
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
const { port } = smtp.server.address() as { port: number };

const gateway = spawn(process.execPath, ['--import', 'tsx', 'bench/forgot-password-gateway-process.ts'], {
  env: { ...process.env, BENCH_SMTP_URL: `smtp://127.0.0.1:${port}`, ...(postgresUrl ? { BENCH_DATABASE_URL: postgresUrl } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: gateway.stdout! });
const [url] = (await once(lines, 'line')) as [string];
lines.close();

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
async function forgot(email: string): Promise<number> {
  const sent = performance.now();
  const answer = await httpRequest(agent, `${url}/auth/forgot-password`, 'POST', headers, JSON.stringify({ email }));
  if (answer.status !== 200) throw new Error(`forgot-password answered ${answer.status}: ${answer.body}`);
  return performance.now() - sent;
}

try {
  // Warm-up, not counted: the first requests compile the route's code paths.
  for (let index = 0; index < 100; index += 1) {
    await forgot(KNOWN[index % KNOWN.length]!);
    await forgot(UNKNOWN[index % UNKNOWN.length]!);
  }
  const order = [...Array.from({ length: pairs }, () => true), ...Array.from({ length: pairs }, () => false)];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  const known: number[] = [];
  const unknown: number[] = [];
  const afterKnown: number[] = [];
  const afterUnknown: number[] = [];
  let previousKnown: boolean | undefined;
  for (const [index, isKnown] of order.entries()) {
    const latency = await forgot(isKnown ? KNOWN[index % KNOWN.length]! : UNKNOWN[index % UNKNOWN.length]!);
    (isKnown ? known : unknown).push(latency);
    if (previousKnown !== undefined) (previousKnown ? afterKnown : afterUnknown).push(latency);
    previousKnown = isKnown;
  }
  for (const latencies of [known, unknown, afterKnown, afterUnknown]) latencies.sort((a, b) => a - b);
  const figures = (latencies: number[]) => ({ p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) });
  const k = figures(known);
  const u = figures(unknown);
  const ak = figures(afterKnown);
  const au = figures(afterUnknown);
  // The mails may still be on their way; a moment for the last of them before counting.
  const expected = pairs + 100;
  for (let waited = 0; accepted < expected && waited < 10_000; waited += 100) await delay(100);

  const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;
  console.info(
    `forgot-password, SMTP accepting each mail after ${smtpDelayMs} ms, ${process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'embedded SQLite'}, ${pairs} of each, one at a time, shuffled`,
  );
  console.info(`known account    p50 ${ms(k.p50)}  p99 ${ms(k.p99)}`);
  console.info(`unknown account  p50 ${ms(u.p50)}  p99 ${ms(u.p99)}`);
  console.info(`known / unknown  p50 ${(k.p50 / u.p50).toFixed(2)}  p99 ${(k.p99 / u.p99).toFixed(2)}`);
  console.info(`the next request, after a known / after an unknown  p50 ${ms(ak.p50)} / ${ms(au.p50)}  p99 ${ms(ak.p99)} / ${ms(au.p99)}`);
  console.info(`mails the SMTP server accepted: ${accepted} of ${expected}`);
} finally {
  agent.destroy();
  gateway.kill('SIGTERM');
  await once(gateway, 'exit');
  await new Promise<void>((done) => smtp.close(() => done()));
}

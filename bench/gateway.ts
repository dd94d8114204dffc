/** Gateway figures: /health (baseline), sign-in and refresh throughput and latency, bare argon2 verify rate. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { type LoadFigures, runLoad } from './load';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const credentials = JSON.stringify({ email: 'coordinator@acme.example', password: 'Onboard@2026' });
const headers = { 'content-type': 'application/json', product: 'ONBOARDING' };

function tsxProcess(script: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_DURATION_MS: String(durationMs), BENCH_CONCURRENCY: String(concurrency) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function firstLine(child: ChildProcess): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  return line;
}

async function signIn(url: string): Promise<{ ok: boolean; refreshToken?: string }> {
  const response = await fetch(`${url}/auth/signin`, { method: 'PUT', headers, body: credentials });
  if (!response.ok) return { ok: false };
  const body = (await response.json()) as { data: { refreshToken: string } };
  return { ok: true, refreshToken: body.data.refreshToken };
}

export interface GatewayFigures {
  health: LoadFigures;
  signIn: LoadFigures;
  refresh: LoadFigures;
  argon2VerifyPerSecond: number;
}

export async function benchGateway(): Promise<GatewayFigures> {
  const gatewayProcess = tsxProcess('bench/gateway-process.ts');
  try {
    const url = await firstLine(gatewayProcess);
    const health = await runLoad(durationMs, concurrency, async () => (await fetch(`${url}/health`)).ok);
    const signInFigures = await runLoad(durationMs, concurrency, async () => (await signIn(url)).ok);

    // Each refresh spends its token, so every worker follows its own rotating chain.
    const chains = await Promise.all(Array.from({ length: concurrency }, async () => (await signIn(url)).refreshToken ?? ''));
    const refresh = await runLoad(durationMs, concurrency, async (worker) => {
      const response = await fetch(`${url}/auth/refresh-token`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ refreshToken: chains[worker] }),
      });
      if (!response.ok) return false;
      chains[worker] = ((await response.json()) as { refreshToken: string }).refreshToken;
      return true;
    });

    gatewayProcess.kill('SIGTERM');
    await once(gatewayProcess, 'exit');
    const argon2 = JSON.parse(await firstLine(tsxProcess('bench/argon2-baseline.ts'))) as LoadFigures;
    return { health, signIn: signInFigures, refresh, argon2VerifyPerSecond: argon2.perSecond };
  } finally {
    if (gatewayProcess.exitCode === null) gatewayProcess.kill('SIGTERM');
  }
}

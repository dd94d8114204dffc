/** Gateway figures: /health (baseline), sign-in and refresh throughput and latency, bare argon2 verify rate. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Agent } from 'node:http';
import { httpRequest, type LoadFigures, runLoad } from './load';

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

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

async function signIn(url: string): Promise<{ ok: boolean; refreshToken?: string }> {
  const answer = await httpRequest(agent, `${url}/auth/signin`, 'PUT', headers, credentials);
  if (answer.status !== 200) return { ok: false };
  return { ok: true, refreshToken: (JSON.parse(answer.body) as { data: { refreshToken: string } }).data.refreshToken };
}

export interface GatewayFigures {
  health: LoadFigures;
  /** One per round; each round measures bare argon2 first, then sign-in, back to back. */
  signInRounds: { signIn: LoadFigures; argon2VerifyPerSecond: number }[];
  refresh: LoadFigures;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function bareArgon2VerifyRate(): Promise<number> {
  return (JSON.parse(await firstLine(tsxProcess('bench/argon2-baseline.ts'))) as LoadFigures).perSecond;
}

export async function benchGateway(): Promise<GatewayFigures> {
  const gatewayProcess = tsxProcess('bench/gateway-process.ts');
  try {
    const url = await firstLine(gatewayProcess);
    const health = await runLoad(durationMs, concurrency, async () => (await httpRequest(agent, `${url}/health`, 'GET', {})).status === 200);
    // Warm-up, not counted: the first sign-ins compile the route's code paths.
    await runLoad(1000, concurrency, async () => (await signIn(url)).ok);
    // The machine's speed drifts; measuring the baseline right before each sign-in round keeps them comparable.
    const signInRounds: GatewayFigures['signInRounds'] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const argon2VerifyPerSecond = await bareArgon2VerifyRate();
      signInRounds.push({ argon2VerifyPerSecond, signIn: await runLoad(durationMs, concurrency, async () => (await signIn(url)).ok) });
    }

    // Each refresh spends its token, so every worker follows its own rotating chain.
    const chains = await Promise.all(Array.from({ length: concurrency }, async () => (await signIn(url)).refreshToken ?? ''));
    const refresh = await runLoad(durationMs, concurrency, async (worker) => {
      const answer = await httpRequest(agent, `${url}/auth/refresh-token`, 'PUT', headers, JSON.stringify({ refreshToken: chains[worker] }));
      if (answer.status !== 200) return false;
      chains[worker] = (JSON.parse(answer.body) as { refreshToken: string }).refreshToken;
      return true;
    });

    agent.destroy();
    gatewayProcess.kill('SIGTERM');
    await once(gatewayProcess, 'exit');
    return { health, signInRounds, refresh };
  } finally {
    if (gatewayProcess.exitCode === null) gatewayProcess.kill('SIGTERM');
  }
}

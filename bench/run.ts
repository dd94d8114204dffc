/** `npm run bench`: prints the gateway and sign-in route figures (docs/performance.md). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { ensureRendererBuilt } from '../src/main/web-host/renderer-build';
import { benchGateway } from './gateway';
import { benchSignInRoute } from './sign-in-route';

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const fixed = (value: number): string => value.toFixed(1);

const gateway = await benchGateway();
const row = (name: string, f: typeof gateway.health): string =>
  `${name.padEnd(14)} ${fixed(f.perSecond).padStart(9)} req/s  p50 ${fixed(f.p50Ms).padStart(6)} ms  p99 ${fixed(f.p99Ms).padStart(6)} ms  (${f.requests} requests, ${f.failures} failed)`;
console.info('Gateway (loopback, embedded SQLite)');
console.info(row('GET /health', gateway.health));
console.info(row('PUT refresh', gateway.refresh));
const ratios: number[] = [];
gateway.signInRounds.forEach((round, index) => {
  const ratio = (round.signIn.perSecond / round.argon2VerifyPerSecond) * 100;
  ratios.push(ratio);
  console.info(`${row(`PUT signin #${index + 1}`, round.signIn)}  bare argon2id verify ${fixed(round.argon2VerifyPerSecond)} /s -> ${fixed(ratio)} %`);
});
ratios.sort((a, b) => a - b);
console.info(`sign-in / bare argon2id verify rate: median ${fixed(ratios[Math.floor(ratios.length / 2)] ?? Number.NaN)} % (target >= 90 %)`);
console.info(`refresh / health: ${fixed((gateway.refresh.perSecond / gateway.health.perSecond) * 100)} %`);

const rendererDir = await ensureRendererBuilt(process.cwd());
const gatewayProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/gateway-process.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const [gatewayUrl] = (await once(createInterface({ input: gatewayProcess.stdout! }), 'line')) as [string];
const { startWebHost } = await import('../src/main/web-host/server');
const { gatewayUrlsFromEnv } = await import('../src/main/core/gateway-urls');
const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const host = await startWebHost({
  gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gatewayUrl }),
  rendererDir,
  dataDir: mkdtempSync(join(tmpdir(), 'hcm-bench-web-')),
  port: 0,
});
try {
  const route = await benchSignInRoute(host.url, rendererDir);
  console.info('\nSign-in route (Chromium, loopback)');
  console.info(`JS before interactive:  ${kb(route.criticalJsGzipBytes)} gzip (budget 250 kB)`);
  console.info(`CSS before interactive: ${kb(route.criticalCssGzipBytes)} gzip`);
  console.info(`JS once idle (carousel included): ${kb(route.totalJsGzipBytes)} gzip`);
  console.info(`time to interactive: median ${fixed(route.timeToInteractiveMs.median)} ms, runs ${route.timeToInteractiveMs.runs.join(', ')} ms`);
} finally {
  await host.close();
  gatewayProcess.kill('SIGTERM');
}
await import('./table-filter');

/**
 * `npm start`: the embedded gateway with its demo company, then the desktop app — or, where no
 * Electron binary is installed, the local web host in the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureSqliteDriver } from '../src/gateway/ensure-native-driver';

const gatewayPort = process.env.GATEWAY_PORT ?? '4100';
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`;
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) stop(code);
  });
  return child;
}

function stop(code = 0): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

async function gatewayAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${gatewayUrl}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function waitForGateway(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await gatewayAnswers()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`The gateway did not answer at ${gatewayUrl}/health.`);
  stop(1);
}

/** Looks for the binary without loading the electron package, which would try to download it. */
function installedElectronBinary(): string | null {
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const binary = join(packageDir, 'dist', readFileSync(join(packageDir, 'path.txt'), 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (await gatewayAnswers()) {
  console.info(`Using the gateway already running at ${gatewayUrl}.`);
} else {
  await ensureSqliteDriver();
  // The console belongs to the app here: the gateway reports only what needs attention.
  run(process.execPath, ['--import', 'tsx', 'src/gateway/cli.ts'], { GATEWAY_PORT: gatewayPort, GATEWAY_LOG_LEVEL: process.env.GATEWAY_LOG_LEVEL ?? 'warn' });
  await waitForGateway();
}

if (installedElectronBinary()) {
  run('npx', ['electron-vite', 'preview'], { GATEWAY_URL: gatewayUrl });
} else {
  console.info('No Electron binary is installed here, so the app opens in the local web host instead.');
  run(process.execPath, ['--import', 'tsx', 'src/main/web-host/cli.ts'], { GATEWAY_URL: gatewayUrl });
}

import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The gateway as `npm run gateway` runs it: its CLI in a process of its own. */

const root = resolve(import.meta.dirname, '..', '..');
const cli = join(root, 'src', 'gateway', 'cli.ts');

/** This process's environment without the settings that would point the gateway elsewhere, plus `extra`. */
export function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.GATEWAY_JWT_SECRET;
  delete env.GATEWAY_HOST;
  delete env.GATEWAY_TRUST_PROXY;
  delete env.SMTP_URL;
  delete env.MAIL_DELIVERY_ATTEMPTS;
  return { ...env, ...extra };
}

/** One process, tsx loaded into it: a signal reaches the gateway itself, SIGKILL included, which the tsx command could not pass on. */
export function spawnGateway(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', cli], { cwd: root, env });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** The first stdout line that names the listening URL. */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Onboarding gateway listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`The gateway exited with ${code} before listening: ${output}`)));
  });
}

/** Stops a child that is still running and waits for it to go. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child?.exitCode === null && child.signalCode === null) {
    const exited = exitOf(child);
    child.kill('SIGKILL');
    await exited;
  }
}

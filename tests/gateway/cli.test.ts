import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const cli = join(root, 'src', 'gateway', 'cli.ts');

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.GATEWAY_JWT_SECRET;
  delete env.GATEWAY_HOST;
  return { ...env, ...extra };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** The first stdout line that names the listening URL. */
function listeningUrl(child: ChildProcess): Promise<string> {
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

describe('npm run gateway (embedded)', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child?.exitCode === null) {
      child.kill('SIGKILL');
      await exitOf(child);
    }
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on the embedded database, keeps its secret private, seeds the demo company and stops on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-gateway-cli-'));
    child = spawn(tsx, [cli], { cwd: root, env: baseEnv({ GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir }) });
    const url = await listeningUrl(child);

    expect((await fetch(`${url}/health`)).status).toBe(200);
    const signIn = await fetch(`${url}/auth/signin`, {
      method: 'PUT',
      headers: { product: 'ONBOARDING', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coordinator@acme.example', password: 'Onboard@2026' }),
    });
    expect(signIn.status).toBe(200);
    expect(statSync(join(dataDir, 'gateway.sqlite')).isFile()).toBe(true);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses DATABASE_URL without a shared GATEWAY_JWT_SECRET, in one line', async () => {
    child = spawn(tsx, [cli], {
      cwd: root,
      env: { ...baseEnv({ GATEWAY_PORT: '0' }), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(errors.trim().split('\n')).toEqual([
      'DATABASE_URL is set but GATEWAY_JWT_SECRET is not: every gateway instance on a shared database needs the same secret.',
    ]);
  });

  it('refuses a MAIL_DELIVERY_ATTEMPTS that is not a whole number of at least 1, in one line', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-gateway-cli-'));
    child = spawn(tsx, [cli], { cwd: root, env: baseEnv({ GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_DELIVERY_ATTEMPTS: '0' }) });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(errors.trim().split('\n')).toEqual(['MAIL_DELIVERY_ATTEMPTS must be a whole number of at least 1, not "0".']);
  });
});

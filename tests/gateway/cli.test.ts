import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseEnv, exitOf, listeningUrl, spawnGateway, stopChild } from './gateway-process';

describe('npm run gateway (embedded)', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    await stopChild(child);
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('starts on the embedded database, keeps its secret private, seeds the demo company and stops on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-gateway-cli-'));
    child = spawnGateway(baseEnv({ GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir }));
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

  /** Starts the CLI with `env`, which it must refuse: its exit code and what it wrote to standard error, by line. */
  async function refusal(env: NodeJS.ProcessEnv): Promise<{ code: number | null; lines: string[] }> {
    child = spawnGateway(env);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    return { code: await exitOf(child), lines: errors.trim().split('\n') };
  }

  it('refuses a GATEWAY_TRUST_PROXY it cannot read, in one line', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-gateway-cli-'));
    expect(await refusal(baseEnv({ GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir, GATEWAY_TRUST_PROXY: 'the balancer' }))).toEqual({
      code: 1,
      lines: ['GATEWAY_TRUST_PROXY must be true, or addresses and CIDR ranges separated by commas (such as 10.0.0.0/8,127.0.0.1), not "the balancer".'],
    });
  });

  it('refuses DATABASE_URL without a shared GATEWAY_JWT_SECRET, in one line', async () => {
    expect(await refusal({ ...baseEnv({ GATEWAY_PORT: '0' }), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })).toEqual({
      code: 1,
      lines: ['DATABASE_URL is set but GATEWAY_JWT_SECRET is not: every gateway instance on a shared database needs the same secret.'],
    });
  });

  it('refuses a MAIL_DELIVERY_ATTEMPTS that is not a whole number of at least 1, in one line', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-gateway-cli-'));
    const env = baseEnv({ GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_DELIVERY_ATTEMPTS: '0' });
    expect(await refusal(env)).toEqual({ code: 1, lines: ['MAIL_DELIVERY_ATTEMPTS must be a whole number of at least 1, not "0".'] });
  });
});

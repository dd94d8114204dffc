import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GatewayOptions, startGateway } from '@gateway/server';

export const DEMO_EMAIL = 'coordinator@acme.example';
export const DEMO_PASSWORD = 'Onboard@2026';

export interface TestGateway {
  url: string;
  close(): Promise<void>;
}

/** A real gateway on loopback with the demo company, on a throwaway SQLite file. */
export async function startTestGateway(options: Pick<GatewayOptions, 'accessTokenTtlSeconds' | 'fileStore'> = {}): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'hcm-main-gateway-'));
  const gateway = await startGateway({
    database: { kind: 'sqlite', file: join(dir, 'gateway.sqlite') },
    jwtSecret: 'test-secret-for-the-main-core-suite-0123456789',
    seedDemo: true,
    port: 0,
    ...options,
  });
  return {
    url: gateway.url,
    async close() {
      await gateway.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

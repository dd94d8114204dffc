import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type GatewayOptions } from '../../../src/gateway/server';

export const DEMO_COORDINATOR = { email: 'coordinator@acme.example', password: 'Onboard@2026' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A real gateway on an embedded database in a fresh folder, with the demo company. */
export async function startTestGateway(options: Partial<GatewayOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hcm-e2e-gateway-'));
  const gateway = await startGateway({
    database: { kind: 'sqlite', file: join(dataDir, 'gateway.sqlite') },
    jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    seedDemo: true,
    port: 0,
    ...options,
  });
  return {
    url: gateway.url,
    async close() {
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The local web host as its own process (`npm run web`), so a journey can restart it for real. */
export class WebHostProcess {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'hcm-e2e-web-'));

  private constructor(
    readonly port: number,
    private readonly gatewayUrl: string,
  ) {}

  static async start(gatewayUrl: string): Promise<WebHostProcess> {
    const host = new WebHostProcess(await freePort(), gatewayUrl);
    await host.launch();
    return host;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async launch(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/web-host/cli.ts'], {
      env: { ...process.env, GATEWAY_URL: this.gatewayUrl, WEB_PORT: String(this.port), WEB_DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`The web host exited early:\n${output}`);
      try {
        if ((await fetch(`${this.url}/bridge/session`, { signal: AbortSignal.timeout(500) })).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The web host did not start:\n${output}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

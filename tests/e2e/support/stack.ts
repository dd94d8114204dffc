import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import type { OutboxMail } from '../../../src/gateway/mail/outbox';
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

/**
 * The gateway's warnings and errors go to the journey's output: what a user never sees (a reset
 * mail that could not be sent is answered like any other request) is then in the CI log.
 */
const TEST_GATEWAY_LOG = { logger: 'warn', logStream: process.stderr } as const satisfies Partial<GatewayOptions>;

/** A real gateway on an embedded database in a fresh folder, with the demo company. */
export async function startTestGateway(options: Partial<GatewayOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hcm-e2e-gateway-'));
  const gateway = await startGateway({
    database: { kind: 'sqlite', file: join(dataDir, 'gateway.sqlite') },
    jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    seedDemo: true,
    port: 0,
    ...TEST_GATEWAY_LOG,
    ...options,
  });
  return {
    url: gateway.url,
    /** The mails sent so far, newest first, read the way an operator does: `npm run outbox -- --json`. */
    outbox: () => readOutbox(dataDir),
    /** Imports a BasicCompanyData CSV into this gateway's register, as an operator does: `npm run register:import`. */
    importRegister: (csvFile: string) => runGatewayCli('src/gateway/company-register/import-cli.ts', [csvFile], dataDir),
    async close() {
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * A gateway that can be stopped and started again on the same database and port, as when the
 * network, the VPN or the gateway itself drops out and comes back.
 */
/**
 * A gateway with the demo company and a web host in front of it, started once before the tests of
 * the describe block that calls this and stopped after them.
 */
export function sharedStack(): { readonly gateway: TestGateway; readonly host: WebHostProcess } {
  const stack = {} as { gateway: TestGateway; host: WebHostProcess };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack.gateway = await startTestGateway();
    stack.host = await WebHostProcess.start(stack.gateway.url);
  });
  test.afterAll(async () => {
    await stack.host?.dispose();
    await stack.gateway?.close();
  });
  return stack;
}

type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

export class InterruptibleGateway {
  private running: Awaited<ReturnType<typeof startGateway>> | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'hcm-e2e-gateway-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<InterruptibleGateway> {
    const gateway = new InterruptibleGateway(await freePort());
    await gateway.resume();
    return gateway;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The demo company as the gateway stores it, read straight from the database this gateway runs on. */
  get databaseFile(): string {
    return join(this.dataDir, 'gateway.sqlite');
  }

  async resume(): Promise<void> {
    if (this.running) return;
    this.running = await startGateway({
      database: { kind: 'sqlite', file: this.databaseFile },
      jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      seedDemo: true,
      port: this.port,
      ...TEST_GATEWAY_LOG,
    });
  }

  /**
   * Runs `work` against the same database while this gateway is away from the app: another instance on
   * another port, as another office reaching its own gateway would.
   */
  async whileAway(work: (url: string) => Promise<void>): Promise<void> {
    const other = await startGateway({
      database: { kind: 'sqlite', file: this.databaseFile },
      jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      seedDemo: true,
      port: 0,
      ...TEST_GATEWAY_LOG,
    });
    try {
      await work(other.url);
    } finally {
      await other.close();
    }
  }

  async interrupt(): Promise<void> {
    await this.running?.close();
    this.running = null;
  }

  async dispose(): Promise<void> {
    await this.interrupt();
    rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
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
    rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

/** Runs one of the gateway's operator commands against a data folder; resolves with its standard output. */
function runGatewayCli(script: string, args: readonly string[], dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, DATABASE_URL: '', GATEWAY_DATA_DIR: dataDir } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script} failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const stdout = await runGatewayCli('src/gateway/mail/outbox-cli.ts', ['--json'], dataDir);
  return stdout
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The value after `Label: ` on a line of a mail's text. */
export function mailValue(mail: OutboxMail, label: string): string {
  const line = mail.text.split('\n').find((candidate) => candidate.trim().startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" line in the mail "${mail.subject}".`);
  return line
    .trim()
    .slice(label.length + 2)
    .trim();
}

/** The path and query of the mail's browser link to a screen, for opening it on the test's own host. */
export function mailLinkPath(mail: OutboxMail, screen: string): string {
  const match = new RegExp(`https?://[^\\s"<]+/${screen}\\?[^\\s"<]+`).exec(mail.text);
  if (!match) throw new Error(`No link to /${screen} in the mail "${mail.subject}".`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

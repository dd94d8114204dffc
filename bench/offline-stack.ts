/**
 * The offline bench's processes: a gateway and a local web host, each its own process that can be
 * stopped and started again on the same data, port and keychain service. Every child still running
 * when the bench ends (even on a failure) is killed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** A script run with tsx that prints its URL on its first line once it listens. */
export class BenchProcess {
  private child: ChildProcess | null = null;

  constructor(
    private readonly name: string,
    private readonly script: string,
    private readonly env: Record<string, string>,
  ) {}

  get up(): boolean {
    return this.child !== null;
  }

  /** Starts the process; resolves with its URL once it listens. */
  async start(): Promise<string> {
    if (this.child) throw new Error(`${this.name} is already running.`);
    const child = spawn(process.execPath, ['--import', 'tsx', this.script], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    this.child = child;
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-4000);
    });
    const lines = createInterface({ input: child.stdout! });
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`${this.name} exited (code ${String(code)}) before it listened:\n${errors.trim()}`);
    });
    try {
      const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
      return line.trim();
    } catch (error) {
      running.delete(child);
      this.child = null;
      throw error;
    } finally {
      lines.close();
      exited.catch(() => undefined);
    }
  }

  /** Stops the process and waits until it has exited (killed if it has not closed within 10 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
  }
}

export function benchGateway(dataDir: string, port: number): BenchProcess {
  return new BenchProcess('The gateway', 'bench/gateway-process.ts', { BENCH_GATEWAY_DATA_DIR: dataDir, BENCH_GATEWAY_PORT: String(port) });
}

export interface WebHostSetup {
  gatewayUrl: string;
  rendererDir: string;
  dataDir: string;
  port: number;
  keychainService: string;
}

export function benchWebHost(setup: WebHostSetup): BenchProcess {
  return new BenchProcess('The local web host', 'bench/offline-web-host-process.ts', {
    BENCH_GATEWAY_URL: setup.gatewayUrl,
    BENCH_RENDERER_DIR: setup.rendererDir,
    BENCH_WEB_DATA_DIR: setup.dataDir,
    BENCH_WEB_PORT: String(setup.port),
    BENCH_KEYCHAIN_SERVICE: setup.keychainService,
  });
}

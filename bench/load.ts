import { type Agent, request as httpRequestRaw } from 'node:http';

/** A bounded closed-loop load generator: `concurrency` workers for `durationMs`, on loopback only. */
export interface LoadFigures {
  requests: number;
  failures: number;
  /** The failures by HTTP status, or 'network' for a request that got no answer; filled when requests answer a status. */
  failuresBy: Record<string, number>;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** What a request's outcome counts as: null for a success, else its status, 'failed' or 'network'. */
function failureOf(outcome: boolean | number | 'network'): string | null {
  if (outcome === true) return null;
  if (outcome === false) return 'failed';
  if (outcome === 'network') return outcome;
  return outcome >= 200 && outcome < 300 ? null : String(outcome);
}

/**
 * `request` answers whether it succeeded, or the HTTP status it got (2xx succeeds); a request that
 * throws counts as a network failure.
 */
export async function runLoad(durationMs: number, concurrency: number, request: (worker: number) => Promise<boolean | number>): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const failuresBy: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const outcome = await request(worker).catch(() => 'network' as const);
        latencies.push(performance.now() - sent);
        const failed = failureOf(outcome);
        if (failed !== null) {
          failures += 1;
          failuresBy[failed] = (failuresBy[failed] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    failuresBy,
    perSecond: (latencies.length - failures) / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

export interface LoopbackAnswer {
  status: number;
  body: string;
}

/**
 * One HTTP request over kept-alive loopback connections. node:http rather than fetch: the load
 * generator shares the machine's two cores with the gateway, so its own cost per request must be small.
 */
export function httpRequest(agent: Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequestRaw(url, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

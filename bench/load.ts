import { type Agent, request as httpRequestRaw } from 'node:http';

/** A bounded closed-loop load generator: `concurrency` workers for `durationMs`, on loopback only. */
export interface LoadFigures {
  requests: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

export async function runLoad(
  durationMs: number,
  concurrency: number,
  request: (worker: number) => Promise<boolean>,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const ok = await request(worker).catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) failures += 1;
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
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

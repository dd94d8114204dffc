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

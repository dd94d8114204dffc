import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/gateway/http/gateway-error';
import { FailureLimit, type Taken } from '../../src/gateway/rate-limits/failure-limit';
import { memoryLimiterStore } from '../../src/gateway/rate-limits/limiter-store';

const KEY = 'someone@example.com';

function fiveFailuresLimit(): FailureLimit {
  return new FailureLimit(memoryLimiterStore(), {
    keyPrefix: 'failure-limit-test',
    points: 5,
    durationSeconds: 60,
    blockSeconds: 60,
    refuse: (retryAfterMs) => new GatewayError(429, { message: `Try again in ${retryAfterMs} ms.` }),
  });
}

/** The five attempts the limit allows, each still under way. */
async function takeAll(limit: FailureLimit): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await limit.tryTake(KEY);
    if (!('key' in result)) throw new Error(`Attempt ${attempt + 1} of 5 was refused.`);
    taken.push(result);
  }
  return taken;
}

describe('a failure limit', () => {
  it('stays closed when requests refused at the moment of the last failure give their attempts back', async () => {
    const limit = fiveFailuresLimit();
    const taken = await takeAll(limit);
    for (const attempt of taken.slice(0, 4)) await limit.failed(attempt);

    const [first, second] = await Promise.all([limit.tryTake(KEY), limit.tryTake(KEY), limit.failed(taken[4]!)]);
    expect(first).toHaveProperty('retryAfterMs');
    expect(second).toHaveProperty('retryAfterMs');

    expect(await limit.tryTake(KEY)).toHaveProperty('retryAfterMs');
  });

  it('gives an attempt back when the secret was right, so a later one may be checked', async () => {
    const limit = fiveFailuresLimit();
    const taken = await takeAll(limit);
    expect(await limit.tryTake(KEY)).toHaveProperty('retryAfterMs');
    await limit.succeeded(taken[0]!);
    expect(await limit.tryTake(KEY)).toHaveProperty('consumedPoints', 5);
  });
});

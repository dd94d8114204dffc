import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { FAKE_SIGN_IN_ANSWER, startFakeGateway, type FakeAnswer, type FakeGateway, type RecordedRequest } from './support/fake-gateway';

const SIGN_IN = { email: 'coordinator@acme.example', password: 'Onboard@2026', loggedIn: false };
const COMMENT = { taskId: 'task-1', body: 'Laptop ordered.' };
let fake: FakeGateway | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A core signed in to a fake gateway that answers every other call with `answer`. */
async function signedInCore(answer: (request: RecordedRequest) => FakeAnswer) {
  fake = await startFakeGateway((request) => (request.url === '/auth/signin' ? { status: 200, body: FAKE_SIGN_IN_ANSWER } : answer(request)));
  const core = createAppCore({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: fake.url }),
    product: 'ONBOARDING',
    preferences: createMemoryPreferences(),
    vault: createMemoryVault(),
  });
  await core.session.signIn(SIGN_IN);
  const sent = () => (fake as FakeGateway).requests.filter((request) => request.url.startsWith('/tasks/add-task-comment/'));
  return { core, sent };
}

describe('changes sent with an idempotency key', () => {
  it('sends the key with the change and sends it again, with the same key, after the gateway fails', async () => {
    const { core, sent } = await signedInCore(() => ({ status: 503, body: { message: 'The gateway is restarting.' } }));
    const result = await core.api.call('tasks.addComment', COMMENT, { idempotencyKey: 'comment-1' });
    expect(result).toEqual({ ok: false, error: { status: 503, message: 'The gateway is restarting.' } });
    expect(sent().map((request) => request.headers['idempotency-key'])).toEqual(['comment-1', 'comment-1', 'comment-1']);
  });

  it('sends a change without a key once, since sending it again could apply it twice', async () => {
    const { core, sent } = await signedInCore(() => ({ status: 503, body: { message: 'The gateway is restarting.' } }));
    await core.api.call('tasks.addComment', COMMENT);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('refuses a key for an operation that takes none, and a key that is not plain visible text, sending nothing', async () => {
    const { core } = await signedInCore(() => ({ status: 200, body: {} }));
    expect(await core.api.call('users.me', {}, { idempotencyKey: 'me-1' })).toMatchObject({
      ok: false,
      error: { status: 400, fieldErrors: { idempotencyKey: ['This operation does not take an idempotency key.'] } },
    });
    for (const options of [{ idempotencyKey: 'has space' }, { idempotencyKey: 'x'.repeat(256) }, { idempotencyKey: 7 }, { other: true }, 'comment-1']) {
      expect(await core.api.call('tasks.addComment', COMMENT, options)).toMatchObject({ ok: false, error: { status: 400 } });
    }
    expect((fake as FakeGateway).requests.filter((request) => request.url !== '/auth/signin')).toEqual([]);
  });
});

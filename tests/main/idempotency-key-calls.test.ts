import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import type { CallResult } from '@shared/contract/errors';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { startAnswerCuttingProxy } from './support/answer-cutting-proxy';
import { FAKE_SIGN_IN_ANSWER, startFakeGateway, type FakeAnswer, type FakeGateway, type RecordedRequest } from './support/fake-gateway';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway } from './support/gateway';

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

  it('gives a change that takes a key and was given none a key of its own, the same on every retry, and a new one for the next call', async () => {
    const { core, sent } = await signedInCore(() => ({ status: 503, body: { message: 'The gateway is restarting.' } }));
    await core.api.call('tasks.addComment', COMMENT);
    const keys = sent().map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    await core.api.call('tasks.addComment', COMMENT);
    expect(sent()[3]?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('sends a change that takes no key once, since sending it again could apply it twice', async () => {
    const { core } = await signedInCore(() => ({ status: 503, body: { message: 'The gateway is restarting.' } }));
    await core.api.call('tasks.delete', { taskId: 'task-1', version: 3 });
    const deletes = (fake as FakeGateway).requests.filter((request) => request.url.startsWith('/tasks/delete-task/'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.headers['idempotency-key']).toBeUndefined();
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

/** The `data` of a call that must have succeeded. */
function dataOf<T>(result: CallResult<unknown>): T {
  if (!result.ok) throw new Error(`The call failed: ${JSON.stringify(result.error)}`);
  return (result.data as { data: T }).data;
}

describe('a create whose answer is lost on the way back', () => {
  it('is sent again with the same key and made once, on a real gateway', async () => {
    const gateway = await startTestGateway();
    const proxy = await startAnswerCuttingProxy(gateway.url, ['POST /NewHire/create-hire', 'POST /NewHire/create-task/']);
    const core = createAppCore({
      gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: proxy.url }),
      product: 'ONBOARDING',
      preferences: createMemoryPreferences(),
      vault: createMemoryVault(),
    });
    try {
      expect((await core.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false })).ok).toBe(true);
      const inFourWeeks = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);

      const created = await core.api.call('newHire.create', {
        firstName: 'Lost',
        lastName: 'Answerless',
        personalEmail: 'lost.answerless@personal.example',
        jobTitle: 'Engineer',
        employmentStatus: 'full_time',
        startDate: inFourWeeks,
        timezone: '(UTC) Edinburgh, London',
      });
      const hireId = dataOf<{ _id: string }>(created)._id;
      const listed = dataOf<{ items: { fullName: string }[] }>(await core.api.call('newHire.list', { search: 'Answerless' }));
      expect(listed.items.map((item) => item.fullName)).toEqual(['Lost Answerless']);

      const task = await core.api.call('newHire.createTask', {
        hireId,
        title: 'Order the laptop',
        taskCategory: 'logistics',
        assigneeRole: 'coordinator',
        dueDate: inFourWeeks,
      });
      expect(task.ok, JSON.stringify(task)).toBe(true);
      const tasks = dataOf<{ title: string }[]>(await core.api.call('tasks.ofHire', { hireId }));
      expect(tasks.map((item) => item.title)).toEqual(['Order the laptop']);

      expect(proxy.cut()).toBe(2);
    } finally {
      await core.shutdown();
      await proxy.close();
      await gateway.close();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { createGatewayClient } from '@main/core/gateway-client';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { createOperationExecutor } from '@main/core/operation-executor';
import { ERROR_CODES } from '@shared/contract/errors';
import { defineOperation } from '@shared/contract/operation';
import { operations } from '@shared/contract/registry';
import { z } from 'zod';
import { closedPortUrl, FAKE_SIGN_IN_ANSWER, startFakeGateway, type FakeAnswer, type FakeGateway, type RecordedRequest } from './support/fake-gateway';

const SIGN_IN = { email: 'coordinator@acme.example', password: 'Onboard@2026', loggedIn: false };
let fake: FakeGateway | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function coreOn(url: string, timeoutMs?: number) {
  return createAppCore({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: url }),
    product: 'ONBOARDING',
    preferences: createMemoryPreferences(),
    vault: createMemoryVault(),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

async function fakeCore(answer: (request: RecordedRequest) => FakeAnswer, timeoutMs?: number) {
  fake = await startFakeGateway(answer);
  return { core: coreOn(fake.url, timeoutMs), requests: fake.requests };
}

/** Signs in against the fake, then answers every users/me with `meAnswer`. */
function signedInThen(meAnswer: FakeAnswer) {
  return (request: RecordedRequest): FakeAnswer => (request.url === '/auth/signin' ? { status: 200, body: FAKE_SIGN_IN_ANSWER } : meAnswer);
}

describe('gateway failures', () => {
  it('says the onboarding gateway cannot be reached, with status 0', async () => {
    const core = coreOn(await closedPortUrl());
    expect(await core.session.signIn(SIGN_IN)).toEqual({
      ok: false,
      error: {
        status: 0,
        code: ERROR_CODES.unreachable,
        message: 'The onboarding gateway cannot be reached. Check your connection and try again.',
      },
    });
  });

  it('reports a gateway that does not answer in time', async () => {
    const { core } = await fakeCore(() => ({ status: 200, hang: true }), 300);
    expect(await core.session.signIn(SIGN_IN)).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 0, code: ERROR_CODES.timeout, message: expect.stringContaining('did not answer in time') }),
    });
  });

  it('does not retry a call that is not idempotent', async () => {
    const { core, requests } = await fakeCore(() => ({ status: 503, body: { message: 'The gateway is restarting.' } }));
    const result = await core.session.signIn(SIGN_IN);
    expect(result).toEqual({ ok: false, error: { status: 503, message: 'The gateway is restarting.' } });
    expect(requests.filter((request) => request.url === '/auth/signin')).toHaveLength(1);
  });

  it('retries an idempotent call twice after a 5xx', async () => {
    const { core, requests } = await fakeCore(signedInThen({ status: 503, body: { message: 'Busy.' } }));
    await core.session.signIn(SIGN_IN);
    const result = await core.api.call('users.me', {});
    expect(result).toEqual({ ok: false, error: { status: 503, message: 'Busy.' } });
    expect(requests.filter((request) => request.url === '/users/me')).toHaveLength(3);
  });

  it('retries a 429 only when the gateway says when to come back', async () => {
    const withoutHint = await fakeCore(signedInThen({ status: 429, body: { message: 'Slow down.' } }));
    await withoutHint.core.session.signIn(SIGN_IN);
    await withoutHint.core.api.call('users.me', {});
    expect(withoutHint.requests.filter((request) => request.url === '/users/me')).toHaveLength(1);
    await fake?.close();

    const withHint = await fakeCore(signedInThen({ status: 429, headers: { 'retry-after': '0' }, body: { message: 'Slow down.' } }));
    await withHint.core.session.signIn(SIGN_IN);
    await withHint.core.api.call('users.me', {});
    expect(withHint.requests.filter((request) => request.url === '/users/me')).toHaveLength(3);
  });

  it('puts a plain sentence on an error answer that is not JSON', async () => {
    const { core } = await fakeCore(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const result = await core.session.signIn(SIGN_IN);
    expect(result).toEqual({
      ok: false,
      error: { status: 502, message: 'The onboarding gateway could not finish this request (status 502). Try again in a moment.' },
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { core } = await fakeCore(() => ({ status: 200, body: { message: 'ok', data: { authToken: 1 } } }));
    const result = await core.session.signIn(SIGN_IN);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: ERROR_CODES.invalidAnswer }) });
    expect(core.session.get().status).toBe('signed-out');
  });

  it('sends the product header always and the bearer token only on session calls', async () => {
    const { core, requests } = await fakeCore(
      signedInThen({
        status: 200,
        body: {
          message: 'ok',
          data: { user: FAKE_SIGN_IN_ANSWER.data.user, isFeedbackCompleted: false, company: { id: 'company-1', name: 'Acme Ltd', products: ['ONBOARDING'] } },
        },
      }),
    );
    await core.session.signIn(SIGN_IN);
    expect(await core.api.call('users.me', {})).toMatchObject({ ok: true });

    const [signIn, me] = requests;
    expect(signIn?.headers).toMatchObject({ product: 'ONBOARDING' });
    expect(signIn?.headers.authorization).toBeUndefined();
    expect(JSON.parse(signIn!.body)).toEqual({ email: SIGN_IN.email, password: SIGN_IN.password });
    expect(me?.headers).toMatchObject({ product: 'ONBOARDING', authorization: 'Bearer fake-access-token' });
  });
});

describe('operation executor', () => {
  const lookup = defineOperation({
    name: 'things.lookup',
    gateway: 'onboarding',
    method: 'GET',
    path: 'things/{thingId}',
    summary: 'A test operation.',
    input: z.object({ thingId: z.string(), search: z.string().optional(), offset: z.number().optional() }),
    output: z.object({ message: z.string() }),
    access: { kind: 'public' },
    idempotent: true,
    renderer: true,
  });
  const update = defineOperation({ ...lookup, name: 'things.update', method: 'PUT', idempotent: false });

  async function executorOn() {
    fake = await startFakeGateway(() => ({ status: 200, body: { message: 'done' } }));
    return createOperationExecutor(createGatewayClient({ gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: fake.url }), product: 'RECRUITMENT' }));
  }

  it('fills the path and sends the rest as the query of a GET', async () => {
    const executor = await executorOn();
    const result = await executor.execute(lookup, { thingId: 'a/b', search: 'ann', offset: 10 });
    expect(result).toEqual({ ok: true, data: { message: 'done' } });
    expect(fake?.requests[0]).toMatchObject({ method: 'GET', url: '/things/a%2Fb?search=ann&offset=10', body: '' });
    expect(fake?.requests[0]?.headers.product).toBe('RECRUITMENT');
  });

  it('sends the rest as a JSON body for other methods', async () => {
    const executor = await executorOn();
    await executor.execute(update, { thingId: '7', search: 'ann' });
    expect(fake?.requests[0]).toMatchObject({ method: 'PUT', url: '/things/7' });
    expect(JSON.parse(fake!.requests[0]!.body)).toEqual({ search: 'ann' });
  });

  it('answers field errors for bad input without sending it', async () => {
    const executor = await executorOn();
    const result = await executor.execute(lookup, { search: 5 });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        status: 400,
        code: ERROR_CODES.invalidInput,
        fieldErrors: { thingId: [expect.any(String)], search: [expect.any(String)] },
      }),
    });
    expect(fake?.requests).toEqual([]);
  });

  it('says what is wrong with the first refused field, as the gateway would, without sending it', async () => {
    const executor = await executorOn();
    const result = await executor.execute(operations['tasks.addComment'], { taskId: 'task-1', body: 'Done\u0000' });
    expect(result).toEqual({
      ok: false,
      error: {
        status: 400,
        code: ERROR_CODES.invalidInput,
        message: 'Comment cannot contain control characters.',
        fieldErrors: { body: ['Comment cannot contain control characters.'] },
      },
    });
    expect(fake?.requests).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE, type HcmBridge } from '@shared/bridge';
import type { LoginAsRequest } from '@shared/session';
import { fakeHostFetch, loadWebBridge, type HostAnswer } from './support/web-host-double';

/** What the local web host answers, by path; the bridge reaches it with fetch only. */
const answers = new Map<string, HostAnswer>();
const fetchMock = fakeHostFetch(answers);
let bridge: HcmBridge;

const VIEWING = {
  message: 'You are now viewing as Casey Coordinator.',
  user: { email: 'coordinator@acme.example', loginAs: 'Avery Admin' },
  isFeedbackCompleted: false,
};

beforeAll(async () => {
  answers.set(BRIDGE.session.get.web.path, { status: 200, body: { status: 'signed-in' } });
  bridge = await loadWebBridge(fetchMock);
});

describe('the web bridge: log in as a user', () => {
  it('posts only the user id to the host and hands its answer on', async () => {
    answers.set(BRIDGE.session.loginAs.web.path, { status: 200, body: { ok: true, data: VIEWING } });
    const request = { userId: 'user-coordinator', token: 'not sent' } as LoginAsRequest;
    await expect(bridge.session.loginAs(request)).resolves.toEqual({ ok: true, data: VIEWING });
    const [path, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(path).toBe(BRIDGE.session.loginAs.web.path);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ userId: 'user-coordinator' }) });
  });

  it('returns to the account with an empty body, and passes a refusal of the host on', async () => {
    answers.set(BRIDGE.session.endLoginAs.web.path, { status: 403, body: { message: "Requests that change something must come from this app's own page." } });
    await expect(bridge.session.endLoginAs()).resolves.toEqual({
      ok: false,
      error: { status: 403, message: "Requests that change something must come from this app's own page." },
    });
    const [path, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(path).toBe(BRIDGE.session.endLoginAs.web.path);
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
  });
});

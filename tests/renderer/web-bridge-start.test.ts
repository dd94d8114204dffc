import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE, WEB_EVENTS_PATH, type HcmBridge } from '@shared/bridge';
import type { ConnectivityState } from '@shared/offline';
import { FakeEventSource } from './support/fake-event-source';
import { loadWebBridge } from './support/web-host-double';
import { makeUser, signedIn } from './support/fixtures';

const FIRST = signedIn(makeUser({ id: 'user-1' }));
const NEWER = signedIn(makeUser({ id: 'user-1' }), { isFeedbackCompleted: true });
const OFFLINE: ConnectivityState = { status: 'offline', since: '2026-11-20T09:00:00.000Z' };
const ONLINE: ConnectivityState = { status: 'online', since: '2026-11-20T10:00:00.000Z' };

/** What the local web host answers, by path. */
const answers = new Map<string, unknown>([
  [BRIDGE.session.get.web.path, FIRST],
  [BRIDGE.connectivity.get.web.path, ONLINE],
]);
const fetchMock = vi.fn(
  async (path: string) => new Response(JSON.stringify(answers.get(path) ?? null), { status: 200, headers: { 'content-type': 'application/json' } }),
);
const asked = (path: string) => fetchMock.mock.calls.filter(([called]) => called === path).length;
let bridge: HcmBridge;

beforeAll(async () => {
  bridge = await loadWebBridge(fetchMock);
});

describe('the web bridge at start', () => {
  it('opens the event stream with its first session answer, before any screen listens', async () => {
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe(WEB_EVENTS_PATH));
    expect(asked(BRIDGE.session.get.web.path)).toBe(1);
  });

  it('answers the first session read with what it already knows, the stream’s newer word first', async () => {
    FakeEventSource.last?.tell('session', NEWER);
    await expect(bridge.session.get()).resolves.toEqual(NEWER);
    expect(asked(BRIDGE.session.get.web.path)).toBe(1);

    // Later reads ask the host.
    await expect(bridge.session.get()).resolves.toEqual(FIRST);
    expect(asked(BRIDGE.session.get.web.path)).toBe(2);
  });

  it('answers connectivity from the open stream, and asks the host while the stream is not open', async () => {
    const stream = FakeEventSource.last as FakeEventSource;
    stream.tell('connectivity', OFFLINE);
    await expect(bridge.connectivity.get()).resolves.toEqual(OFFLINE);
    expect(asked(BRIDGE.connectivity.get.web.path)).toBe(0);

    stream.readyState = FakeEventSource.CONNECTING;
    await expect(bridge.connectivity.get()).resolves.toEqual(ONLINE);
    expect(asked(BRIDGE.connectivity.get.web.path)).toBe(1);
  });
});

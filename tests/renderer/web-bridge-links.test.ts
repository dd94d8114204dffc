import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE, type HcmBridge } from '@shared/bridge';
import { fakeHostFetch, loadWebBridge, type HostAnswer } from './support/web-host-double';

/** What the local web host answers, by path; the bridge reaches it with fetch only. */
const answers = new Map<string, HostAnswer>();
const fetchMock = fakeHostFetch(answers);
const openMock = vi.fn((..._args: unknown[]) => null);
let bridge: HcmBridge;

beforeAll(async () => {
  answers.set(BRIDGE.session.get.web.path, { status: 200, body: { status: 'signed-out' } });
  window.open = openMock as typeof window.open;
  bridge = await loadWebBridge(fetchMock);
});

beforeEach(() => {
  openMock.mockClear();
});

describe('the web bridge: links and navigation', () => {
  it('asks the host for the page by name and opens its URL in a new tab that cannot reach back', async () => {
    answers.set(BRIDGE.links.open.web.path, { status: 200, body: { ok: true, data: { url: 'https://legal.example/terms' } } });
    await expect(bridge.links.open('termsOfService')).resolves.toEqual({ ok: true, data: { opened: true } });
    const [path, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(path).toBe(BRIDGE.links.open.web.path);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ link: 'termsOfService' }) });
    expect(openMock).toHaveBeenCalledExactlyOnceWith('https://legal.example/terms', '_blank', 'noopener,noreferrer');
  });

  it("passes the host's refusal on and opens nothing", async () => {
    const refusal = {
      ok: false,
      error: { status: 400, code: 'INVALID_INPUT', message: 'Only these pages can be opened outside the app: termsOfService, privacyPolicy.' },
    };
    answers.set(BRIDGE.links.open.web.path, { status: 200, body: refusal });
    await expect(bridge.links.open('privacyPolicy')).resolves.toEqual(refusal);
    answers.set(BRIDGE.links.open.web.path, { status: 403, body: { message: "Requests that change something must come from this app's own page." } });
    await expect(bridge.links.open('privacyPolicy')).resolves.toEqual({
      ok: false,
      error: { status: 403, message: "Requests that change something must come from this app's own page." },
    });
    expect(openMock).not.toHaveBeenCalled();
  });

  it('opens nothing but an http or https address, whatever the host answers', async () => {
    answers.set(BRIDGE.links.open.web.path, { status: 200, body: { ok: true, data: { url: 'javascript:alert(1)' } } });
    await expect(bridge.links.open('termsOfService')).resolves.toMatchObject({ ok: false, error: { status: 502 } });
    expect(openMock).not.toHaveBeenCalled();
  });

  it('opens a welcome page’s video the host answers in a new tab, and nothing but a video link', async () => {
    const video = 'https://vimeo.com/76979871';
    answers.set(BRIDGE.links.openVideo.web.path, { status: 200, body: { ok: true, data: { url: video } } });
    await expect(bridge.links.openVideo({ url: video })).resolves.toEqual({ ok: true, data: { opened: true } });
    const [path, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(path).toBe(BRIDGE.links.openVideo.web.path);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ url: video }) });
    expect(openMock).toHaveBeenCalledExactlyOnceWith(video, '_blank', 'noopener,noreferrer');

    openMock.mockClear();
    answers.set(BRIDGE.links.openVideo.web.path, { status: 200, body: { ok: true, data: { url: 'https://evil.example/watch' } } });
    await expect(bridge.links.openVideo({ url: video })).resolves.toMatchObject({ ok: false, error: { status: 502 } });
    expect(openMock).not.toHaveBeenCalled();
  });

  it('opens a hire’s welcome preview at the path the host answers, in a tab of its own, and never another site', async () => {
    answers.set(BRIDGE.windows.openPreviewExperience.web.path, { status: 200, body: { ok: true, data: { path: '/settings/preview-experience?id=hire-1' } } });
    await expect(bridge.windows.openPreviewExperience({ hireId: 'hire-1' })).resolves.toEqual({ ok: true, data: { opened: true } });
    expect(fetchMock.mock.calls.at(-1)?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ hireId: 'hire-1' }) });
    expect(openMock).toHaveBeenCalledExactlyOnceWith('/settings/preview-experience?id=hire-1', '_blank', 'noopener');

    openMock.mockClear();
    for (const path of ['//evil.example/x', 'https://evil.example/']) {
      answers.set(BRIDGE.windows.openPreviewExperience.web.path, { status: 200, body: { ok: true, data: { path } } });
      await expect(bridge.windows.openPreviewExperience({ hireId: 'hire-1' }), path).resolves.toMatchObject({ ok: false, error: { status: 502 } });
    }
    expect(openMock).not.toHaveBeenCalled();
  });

  it('accepts a navigation listener and gives it its unsubscribe, though the host never asks to navigate', () => {
    const listener = vi.fn();
    const stop = bridge.navigation.onNavigate(listener);
    expect(typeof stop).toBe('function');
    expect(() => stop()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });

  it('cannot be changed by page script', () => {
    expect(Object.isFrozen(bridge.links)).toBe(true);
    expect(Object.isFrozen(bridge.navigation)).toBe(true);
  });
});

import { vi } from 'vitest';
import type { HcmBridge } from '@shared/bridge';
import { FakeEventSource } from './fake-event-source';

export interface HostAnswer {
  status: number;
  body: unknown;
}

/** The local web host's JSON answers by path, as the web bridge fetches them; 404 elsewhere. */
export function fakeHostFetch(answers: ReadonlyMap<string, HostAnswer>) {
  return vi.fn(async (path: string, _init?: RequestInit) => {
    const answer = answers.get(path) ?? { status: 404, body: { message: `Nothing is served at ${path}.` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
}

/**
 * Loads the web bridge (once per test file) against `fetch` and a FakeEventSource, as the page
 * would against the host, and answers the window.hcm it installs. Other globals the bridge reaches
 * (XMLHttpRequest, window.open) are stubbed by the test before this.
 */
export async function loadWebBridge(fetch: (path: string, init?: RequestInit) => Promise<Response>): Promise<HcmBridge> {
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  await import('../../../src/preload/web-bridge');
  return window.hcm;
}

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgePersister } from '@renderer/lib/offline/bridge-persister';
import { readCopyAhead, takeCopyReadAhead } from '@renderer/lib/offline/copy-read-ahead';
import { saveOfflineCopy } from '@renderer/lib/offline/offline-copy-sync';
import { OFFLINE, resetConnectivity, savedCopy } from './offline-support';
import { createFakeBridge, type FakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { assignedTasks, task } from './support/onboarding-fixtures';

const OWNER = makeUser({ id: 'user-coordinator' });
const OTHER = makeUser({ id: 'user-other' });
const LIST_KEY = ['tasks.assigned', { offset: 0, limit: 10 }] as const;
const READ_AT = Date.now() - 60_000;

/** A copy as the renderer writes it for `owner`, holding one task called `title`. */
function copyOf(owner: string | undefined, title: string): string {
  const text = savedCopy([{ key: LIST_KEY, data: assignedTasks([task({ title })]).data, updatedAt: READ_AT }]);
  return owner === undefined ? text : JSON.stringify({ ...JSON.parse(text), owner });
}

const titleIn = (copy: Awaited<ReturnType<ReturnType<typeof createBridgePersister>['restoreClient']>>) =>
  (copy?.clientState.queries[0]?.state.data as { data: { items: { title: string }[] } } | undefined)?.data.items[0]?.title;

function bridgeHolding(copy: string): FakeBridge {
  const bridge = createFakeBridge({ session: signedIn(OWNER), connectivity: OFFLINE, offlineData: copy });
  window.hcm = bridge;
  return bridge;
}

afterEach(() => {
  takeCopyReadAhead();
  resetConnectivity();
});

describe('reading the offline copy ahead, at start', () => {
  it('asks the core once, alongside the session; the first restore uses that answer, later ones read again', async () => {
    const bridge = bridgeHolding(copyOf(OWNER.id, 'Order laptop'));
    const load = vi.spyOn(bridge.offline, 'load');
    readCopyAhead(bridge);
    expect(load).toHaveBeenCalledTimes(1);

    const persister = createBridgePersister({ owner: OWNER.id, firstRead: takeCopyReadAhead });
    expect(titleIn(await persister.restoreClient())).toBe('Order laptop');
    expect(load).toHaveBeenCalledTimes(1);

    await persister.restoreClient();
    expect(load).toHaveBeenCalledTimes(2);
    expect(takeCopyReadAhead()).toBeNull();
  });

  it('never restores a copy read ahead for someone else: the session changed before the answer, so it reads again', async () => {
    const bridge = bridgeHolding(copyOf(OTHER.id, 'Someone else’s task'));
    readCopyAhead(bridge);
    await Promise.resolve();
    bridge.offlineData = copyOf(OWNER.id, 'Order laptop');

    const persister = createBridgePersister({ owner: OWNER.id, firstRead: takeCopyReadAhead });
    expect(titleIn(await persister.restoreClient())).toBe('Order laptop');
  });
});

describe('a copy names its owner', () => {
  it('is written with the owner, and a restore for another user ignores it', async () => {
    const bridge = bridgeHolding(copyOf(undefined, 'unused'));
    bridge.offlineData = null;
    const client = new QueryClient();
    client.mount();
    const writer = createBridgePersister({ owner: OWNER.id, throttleMs: 0 });
    const stop = saveOfflineCopy(client, writer);
    client.setQueryData(LIST_KEY, assignedTasks([task({ title: 'Order laptop' })]).data);
    await vi.waitFor(() => expect(bridge.offlineData).toContain('Order laptop'));
    await writer.flush();
    stop();
    client.unmount();
    expect(JSON.parse(bridge.offlineData ?? '{}')).toMatchObject({ owner: OWNER.id });

    expect(await createBridgePersister({ owner: OTHER.id }).restoreClient()).toBeUndefined();
    expect(titleIn(await createBridgePersister({ owner: OWNER.id }).restoreClient())).toBe('Order laptop');
  });

  it('restores a copy written before copies named their owner, on the core’s word', async () => {
    bridgeHolding(copyOf(undefined, 'Order laptop'));
    expect(titleIn(await createBridgePersister({ owner: OWNER.id }).restoreClient())).toBe('Order laptop');
  });
});

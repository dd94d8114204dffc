import { BRIDGE, bridgeSpec } from '@shared/bridge';
import { relayCoreEvents } from '@main/core/bridge-calls';
import type { AppCore } from '@main/core/types';

/** Where pushes go: the window's webContents. */
export interface PushTarget {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

/** Pushes every event of the core (session changes, notices, connectivity) to the window on its channel; returns what stops it. */
export function forwardCoreEvents(core: AppCore, target: PushTarget): () => void {
  return relayCoreEvents(core, (name, payload) => {
    if (!target.isDestroyed()) target.send(bridgeSpec(name).channel, payload);
  });
}

/** Notices raised before the page listened (e.g. at start-up), sent once it has loaded. */
export function sendPendingNotices(core: AppCore, target: PushTarget): void {
  for (const notice of core.notices.pending()) {
    if (!target.isDestroyed()) target.send(BRIDGE.notices.onNotice.channel, notice);
  }
}

import { IPC_CHANNELS } from '@shared/bridge';
import type { AppCore } from '@main/core/types';

/** Where pushes go: the window's webContents. */
export interface PushTarget {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

/** Pushes session changes, notices and connectivity to the window; returns what stops it. */
export function forwardCoreEvents(core: AppCore, target: PushTarget): () => void {
  const push = (channel: string, payload: unknown): void => {
    if (!target.isDestroyed()) target.send(channel, payload);
  };
  const stopSession = core.session.onChange((state) => push(IPC_CHANNELS.sessionChanged, state));
  const stopNotices = core.notices.onNotice((notice) => push(IPC_CHANNELS.notice, notice));
  const stopConnectivity = core.connectivity.onChange((state) => push(IPC_CHANNELS.connectivityChanged, state));
  return () => {
    stopSession();
    stopNotices();
    stopConnectivity();
  };
}

/** Notices raised before the page listened (e.g. at start-up), sent once it has loaded. */
export function sendPendingNotices(core: AppCore, target: PushTarget): void {
  for (const notice of core.notices.pending()) {
    if (!target.isDestroyed()) target.send(IPC_CHANNELS.notice, notice);
  }
}

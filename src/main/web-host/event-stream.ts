import type { ServerResponse } from 'node:http';
import type { UploadProgress } from '@shared/files';
import type { ConnectivityState } from '@shared/offline';
import type { CoreNotice, SessionState } from '@shared/session';
import type { AppCore } from '../core/types';

const HEARTBEAT_MS = 25_000;

export interface EventStreams {
  /** Streams a core's session changes, notices and connectivity to one browser tab until it disconnects. */
  open(response: ServerResponse, core: AppCore, headers: Record<string, string>): void;
  /** Relays an upload's progress to the tabs of the core running it; they pick their own by upload id. */
  sendUploadProgress(core: AppCore, progress: UploadProgress): void;
  /** Ends the streams of a core that has been retired; the tabs reconnect with their new cookie. */
  closeFor(core: AppCore): void;
  closeAll(): void;
}

function write(
  response: ServerResponse,
  event: 'session' | 'notice' | 'upload-progress' | 'connectivity',
  data: SessionState | CoreNotice | UploadProgress | ConnectivityState,
): void {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export function createEventStreams(): EventStreams {
  const open = new Map<ServerResponse, AppCore>();
  return {
    open(response, core, headers) {
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      open.set(response, core);
      write(response, 'session', core.session.get());
      for (const notice of core.notices.pending()) write(response, 'notice', notice);
      const stopSession = core.session.onChange((state) => write(response, 'session', state));
      const stopNotices = core.notices.onNotice((notice) => write(response, 'notice', notice));
      // Sent on connect too: a tab reconnecting after the host restarted learns the state at once.
      write(response, 'connectivity', core.connectivity.get());
      const stopConnectivity = core.connectivity.onChange((state) => write(response, 'connectivity', state));
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      response.on('close', () => {
        clearInterval(heartbeat);
        stopSession();
        stopNotices();
        stopConnectivity();
        open.delete(response);
      });
    },
    sendUploadProgress(core, progress) {
      for (const [response, streamed] of open) if (streamed === core) write(response, 'upload-progress', progress);
    },
    closeFor(core) {
      for (const [response, streamed] of open) if (streamed === core) response.end();
    },
    closeAll() {
      for (const response of open.keys()) response.end();
      open.clear();
    },
  };
}

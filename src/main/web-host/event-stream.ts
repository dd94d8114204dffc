import type { ServerResponse } from 'node:http';
import { bridgeSpec, type BridgeEventName } from '@shared/bridge';
import type { UploadProgress } from '@shared/files';
import { relayCoreEvents } from '../core/bridge-calls';
import type { AppCore } from '../core/types';

const HEARTBEAT_MS = 25_000;

function streamEventOf(name: BridgeEventName): string {
  const streamEvent = bridgeSpec(name).streamEvent;
  if (streamEvent === null) throw new Error(`The bridge event ${name} is not told over the event stream.`);
  return streamEvent;
}

/** What a tab's stream tells: a browser session's core, or the constant answers for a tab that holds none. */
export interface StreamSource {
  readonly session: Pick<AppCore['session'], 'get' | 'onChange'>;
  readonly notices: AppCore['notices'];
  readonly connectivity: Pick<AppCore['connectivity'], 'get' | 'onChange'>;
}

export interface EventStreams {
  /**
   * Streams a source's session changes, notices and connectivity to one browser tab until it
   * disconnects. `sessionless`: the tab's browser holds no session.
   */
  open(response: ServerResponse, source: StreamSource, headers: Record<string, string>, kind?: 'session' | 'sessionless'): void;
  /** Relays an upload's progress to the tabs of the core running it; they pick their own by upload id. */
  sendUploadProgress(core: AppCore, progress: UploadProgress): void;
  /** Whether a tab of this source is streaming now. */
  isOpenFor(source: StreamSource): boolean;
  /** Ends the streams of a session let go or replaced; the tabs reconnect with the cookie their browser holds then. */
  closeFor(source: StreamSource): void;
  /**
   * Ends the streams of tabs that hold no session. Such a tab cannot be told apart from another
   * browser's: after any sign-in each reconnects, with whatever cookie its browser holds now.
   */
  closeSessionless(): void;
  closeAll(): void;
}

function write(response: ServerResponse, event: string, data: unknown): void {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export function createEventStreams(): EventStreams {
  const open = new Map<ServerResponse, StreamSource>();
  const sessionless = new Set<ServerResponse>();
  return {
    open(response, source, headers, kind = 'session') {
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      open.set(response, source);
      if (kind === 'sessionless') sessionless.add(response);
      write(response, streamEventOf('session.onChange'), source.session.get());
      for (const notice of source.notices.pending()) write(response, streamEventOf('notices.onNotice'), notice);
      // Sent on connect too: a tab reconnecting after the host restarted learns the state at once.
      write(response, streamEventOf('connectivity.onChange'), source.connectivity.get());
      const stopEvents = relayCoreEvents(source, (name, payload) => write(response, streamEventOf(name), payload));
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      response.on('close', () => {
        clearInterval(heartbeat);
        stopEvents();
        open.delete(response);
        sessionless.delete(response);
      });
    },
    sendUploadProgress(core, progress) {
      for (const [response, streamed] of open) if (streamed === core) write(response, streamEventOf('files.onProgress'), progress);
    },
    isOpenFor(source) {
      for (const streamed of open.values()) if (streamed === source) return true;
      return false;
    },
    closeFor(source) {
      for (const [response, streamed] of open) if (streamed === source) response.end();
    },
    closeSessionless() {
      for (const response of sessionless) response.end();
    },
    closeAll() {
      for (const response of open.keys()) response.end();
      open.clear();
      sessionless.clear();
    },
  };
}

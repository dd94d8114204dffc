import { WEB_BRIDGE_ROUTES, type HcmBridge } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import type { StoredFile, UploadProgress, UploadRequest } from '@shared/files';
import type { ConnectivityState, NotificationPreferences } from '@shared/offline';
import type { CoreNotice, LoginAsSuccess, SessionState, SignInSuccess } from '@shared/session';

const UNREACHABLE: CallResult<never> = {
  ok: false,
  error: { status: 0, message: 'The local web host cannot be reached. Check that it is still running and try again.' },
};

async function request<T>(path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: { ...(body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }), ...extraHeaders },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
        ? answer.message
        : `The local web host answered with an error (${response.status}).`;
    throw Object.assign(new Error(message), { status: response.status });
  }
  return answer as T;
}

/** A bridge call that fails in transport still answers a CallResult the screens can show. */
async function call<T>(path: string, body: unknown, extraHeaders?: Record<string, string>): Promise<CallResult<T>> {
  try {
    return await request<CallResult<T>>(path, body, extraHeaders);
  } catch (error) {
    if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
      return { ok: false, error: { status: error.status, message: error.message } };
    }
    return UNREACHABLE;
  }
}

const INVALID_LINK_ANSWER: CallResult<never> = {
  ok: false,
  error: { status: 502, message: 'The local web host answered an address that cannot be opened.' },
};

// Everything else waits for the first answer: after a restart of the host, it is the one that opens a remembered session again.
const firstSession: Promise<SessionState | null> = request<SessionState>(WEB_BRIDGE_ROUTES.session).catch(() => null);
const ready: Promise<unknown> = firstSession;
/**
 * The screens' first session read is answered with the first answer rather than a second round trip
 * at start. The event stream opens as soon as that answer is in, and what it tells meanwhile
 * replaces it, so the screens still start from the session as it is.
 */
let sessionNotYetAsked: Promise<SessionState | null> | null = firstSession;

const sessionListeners = new Set<(state: SessionState) => void>();
const noticeListeners = new Set<(notice: CoreNotice) => void>();
const progressListeners = new Set<(progress: UploadProgress) => void>();
const connectivityListeners = new Set<(state: ConnectivityState) => void>();
let events: EventSource | null = null;
/** The connectivity the open event stream last told (it tells it on connecting, and every change). */
let streamedConnectivity: ConnectivityState | null = null;

/**
 * An upload has two legs: this page to the host (XMLHttpRequest's upload progress) and the host to
 * the gateway (the core's progress, relayed by the host over the event stream). Each leg counts for
 * half, so the bar rises steadily to the total and never goes back.
 */
interface UploadLegs {
  total: number;
  toHost: number;
  toGateway: number;
  reported: number;
}
const uploads = new Map<string, UploadLegs>();

function tell(uploadId: string, legs: UploadLegs): void {
  const loaded = Math.min(legs.total, Math.floor((legs.toHost + legs.toGateway) / 2));
  if (loaded <= legs.reported) return;
  legs.reported = loaded;
  const progress: UploadProgress = { uploadId, loaded, total: legs.total };
  for (const listener of [...progressListeners]) listener(progress);
}

function relayedProgress(progress: UploadProgress): void {
  const legs = uploads.get(progress.uploadId);
  if (!legs || typeof progress.loaded !== 'number') return;
  legs.toGateway = Math.max(legs.toGateway, Math.min(progress.loaded, legs.total));
  tell(progress.uploadId, legs);
}

function listen(): void {
  if (events) return;
  void ready.then(() => {
    if (events) return;
    events = new EventSource(WEB_BRIDGE_ROUTES.events, { withCredentials: false });
    events.addEventListener('session', (event) => {
      const state = JSON.parse((event as MessageEvent<string>).data) as SessionState;
      if (sessionNotYetAsked) sessionNotYetAsked = Promise.resolve(state);
      for (const listener of [...sessionListeners]) listener(state);
    });
    events.addEventListener('notice', (event) => {
      const notice = JSON.parse((event as MessageEvent<string>).data) as CoreNotice;
      for (const listener of [...noticeListeners]) listener(notice);
    });
    events.addEventListener('upload-progress', (event) => {
      relayedProgress(JSON.parse((event as MessageEvent<string>).data) as UploadProgress);
    });
    events.addEventListener('connectivity', (event) => {
      const state = JSON.parse((event as MessageEvent<string>).data) as ConnectivityState;
      streamedConnectivity = state;
      for (const listener of [...connectivityListeners]) listener(state);
    });
  });
}

function reconnect(): void {
  events?.close();
  events = null;
  streamedConnectivity = null;
  if (sessionListeners.size > 0 || noticeListeners.size > 0 || progressListeners.size > 0 || connectivityListeners.size > 0) listen();
}

function subscribe<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): () => void {
  listeners.add(listener);
  listen();
  return () => {
    listeners.delete(listener);
  };
}

function uploadAnswer(status: number, text: string): CallResult<StoredFile> {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = null;
  }
  if (status >= 200 && status < 300 && typeof answer === 'object' && answer !== null && 'ok' in answer) {
    return answer as CallResult<StoredFile>;
  }
  const message =
    typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
      ? answer.message
      : `The local web host answered with an error (${status}).`;
  return { ok: false, error: { status, message } };
}

/** XMLHttpRequest rather than fetch: only it tells how much of the body has gone out. */
async function upload(request: UploadRequest): Promise<CallResult<StoredFile>> {
  await ready;
  const { uploadId, name, bytes } = request;
  const legs: UploadLegs = { total: bytes.byteLength, toHost: 0, toGateway: 0, reported: -1 };
  uploads.set(uploadId, legs);
  tell(uploadId, legs);
  const result = await new Promise<CallResult<StoredFile>>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', WEB_BRIDGE_ROUTES.upload);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('x-upload-id', uploadId);
    xhr.setRequestHeader('x-file-name', encodeURIComponent(name));
    xhr.upload.addEventListener('progress', (event) => {
      legs.toHost = Math.min(legs.total, event.loaded);
      tell(uploadId, legs);
    });
    xhr.addEventListener('load', () => resolve(uploadAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener('error', () => resolve(UNREACHABLE));
    xhr.addEventListener('abort', () => resolve(UNREACHABLE));
    xhr.send(bytes as Uint8Array<ArrayBuffer>);
  });
  if (result.ok) {
    legs.toHost = legs.total;
    legs.toGateway = legs.total;
    tell(uploadId, legs);
  }
  uploads.delete(uploadId);
  return result;
}

const bridge: HcmBridge = {
  transport: 'web',
  session: {
    get: async () => {
      const early = sessionNotYetAsked;
      sessionNotYetAsked = null;
      const state = early ? await early : null;
      if (state) return state;
      await ready;
      return request<SessionState>(WEB_BRIDGE_ROUTES.session);
    },
    signIn: async (signInRequest) => {
      await ready;
      const result = await call<SignInSuccess>(WEB_BRIDGE_ROUTES.signIn, signInRequest);
      // Signing in gives this browser a new session id: follow the new session's events.
      if (result.ok) reconnect();
      return result;
    },
    signOut: async () => {
      await ready;
      return call(WEB_BRIDGE_ROUTES.signOut, {});
    },
    loginAs: async (loginAsRequest) => {
      await ready;
      return call<LoginAsSuccess>(WEB_BRIDGE_ROUTES.loginAs, { userId: loginAsRequest.userId });
    },
    endLoginAs: async () => {
      await ready;
      return call<LoginAsSuccess>(WEB_BRIDGE_ROUTES.endLoginAs, {});
    },
    onChange: (listener) => subscribe(sessionListeners, listener),
  },
  api: {
    call: async (name, input, options) => {
      await ready;
      // The key travels as the gateway's own header; the host hands it to the core, which checks it.
      const headers = options?.idempotencyKey === undefined ? undefined : { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey };
      return call(`${WEB_BRIDGE_ROUTES.call}/${encodeURIComponent(name)}`, input ?? {}, headers);
    },
  },
  notices: {
    onNotice: (listener) => subscribe(noticeListeners, listener),
  },
  links: {
    open: async (link) => {
      const result = await call<{ url: string }>(WEB_BRIDGE_ROUTES.openLink, { link });
      if (!result.ok) return result;
      if (!/^https?:\/\//i.test(result.data.url)) return INVALID_LINK_ANSWER;
      // The browser is the system browser here: a new tab that cannot reach back into this page.
      window.open(result.data.url, '_blank', 'noopener,noreferrer');
      return { ok: true, data: { opened: true } };
    },
  },
  files: {
    upload,
    onProgress: (listener) => subscribe(progressListeners, listener),
  },
  offline: {
    load: async () => {
      await ready;
      return call<string | null>(WEB_BRIDGE_ROUTES.offline, {});
    },
    save: async (data) => {
      await ready;
      return call<{ saved: true }>(WEB_BRIDGE_ROUTES.offlineSave, { data });
    },
    clear: async () => {
      await ready;
      return call<{ cleared: true }>(WEB_BRIDGE_ROUTES.offlineClear, {});
    },
  },
  connectivity: {
    get: async () => {
      // While the stream is open, what it last told is the host's current state: no round trip.
      if (streamedConnectivity && events?.readyState === EventSource.OPEN) return streamedConnectivity;
      await ready;
      return request<ConnectivityState>(WEB_BRIDGE_ROUTES.connectivity);
    },
    check: async () => {
      await ready;
      return request<ConnectivityState>(WEB_BRIDGE_ROUTES.connectivityCheck, {});
    },
    onChange: (listener) => subscribe(connectivityListeners, listener),
  },
  notifications: {
    get: async () => {
      await ready;
      return request<NotificationPreferences>(WEB_BRIDGE_ROUTES.notifications);
    },
    set: async (preferences) => {
      await ready;
      return call<NotificationPreferences>(WEB_BRIDGE_ROUTES.notifications, {
        overdueNotifications: preferences.overdueNotifications,
        overdueBadge: preferences.overdueBadge,
      });
    },
  },
  navigation: {
    // Nothing here ever asks the page to navigate: the links in mails point straight at this host's
    // own URLs, so the browser opens the screen itself. A listener is accepted and never called.
    onNavigate: () => () => undefined,
  },
};

// Open from the first answer on, so nothing said before the screens listen is missed (see sessionNotYetAsked).
listen();

for (const part of [
  bridge.session,
  bridge.api,
  bridge.notices,
  bridge.links,
  bridge.files,
  bridge.navigation,
  bridge.offline,
  bridge.connectivity,
  bridge.notifications,
]) {
  Object.freeze(part);
}
Object.defineProperty(window, 'hcm', { value: Object.freeze(bridge), enumerable: true, configurable: false, writable: false });

import { BRIDGE, BRIDGE_ENTRIES, WEB_EVENTS_PATH, type BridgeCallSpec, type BridgeEventName, type BridgeName, type HcmBridge } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import type { StoredFile, UploadProgress, UploadRequest } from '@shared/files';
import type { ConnectivityState } from '@shared/offline';
import type { SessionState, SignInSuccess } from '@shared/session';
import { isVideoLink } from '@shared/welcome-pages';

const UNREACHABLE: CallResult<never> = {
  ok: false,
  error: { status: 0, message: 'The local web host cannot be reached. Check that it is still running and try again.' },
};

async function request<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
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
async function call<T>(path: string, body: unknown): Promise<CallResult<T>> {
  try {
    return await request<CallResult<T>>(path, body);
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
const firstSession: Promise<SessionState | null> = request<SessionState>(BRIDGE.session.get.web.path).catch(() => null);
const ready: Promise<unknown> = firstSession;
/**
 * The screens' first session read is answered with the first answer rather than a second round trip
 * at start. The event stream opens as soon as that answer is in, and what it tells meanwhile
 * replaces it, so the screens still start from the session as it is.
 */
let sessionNotYetAsked: Promise<SessionState | null> | null = firstSession;

type Listener = (payload: unknown) => void;
const listeners = new Map<BridgeEventName, Set<Listener>>();
function listenersOf(name: BridgeEventName): Set<Listener> {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  return set;
}
function deliver(name: BridgeEventName, payload: unknown): void {
  for (const listener of [...listenersOf(name)]) listener(payload);
}
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
  deliver('files.onProgress', progress);
}

function relayedProgress(progress: UploadProgress): void {
  const legs = uploads.get(progress.uploadId);
  if (!legs || typeof progress.loaded !== 'number') return;
  legs.toGateway = Math.max(legs.toGateway, Math.min(progress.loaded, legs.total));
  tell(progress.uploadId, legs);
}

/** What an event told over the stream does before (or instead of) reaching its listeners. */
const received: { [Name in BridgeEventName]?: (payload: unknown) => void } = {
  'session.onChange': (state) => {
    if (sessionNotYetAsked) sessionNotYetAsked = Promise.resolve(state as SessionState);
    deliver('session.onChange', state);
  },
  // The listeners hear the two legs together (see tell).
  'files.onProgress': (progress) => relayedProgress(progress as UploadProgress),
  'connectivity.onChange': (state) => {
    streamedConnectivity = state as ConnectivityState;
    deliver('connectivity.onChange', state);
  },
};

function listen(): void {
  if (events) return;
  void ready.then(() => {
    if (events) return;
    const source = new EventSource(WEB_EVENTS_PATH, { withCredentials: false });
    events = source;
    for (const { name, spec } of BRIDGE_ENTRIES) {
      if (spec.kind !== 'event' || spec.streamEvent === null) continue;
      const eventName = name as BridgeEventName;
      const handle = received[eventName] ?? ((payload: unknown) => deliver(eventName, payload));
      source.addEventListener(spec.streamEvent, (event) => handle(JSON.parse((event as MessageEvent<string>).data)));
    }
  });
}

function reconnect(): void {
  events?.close();
  events = null;
  streamedConnectivity = null;
  if ([...listeners.values()].some((set) => set.size > 0)) listen();
}

function subscribe(name: BridgeEventName, listener: Listener): () => void {
  listenersOf(name).add(listener);
  listen();
  return () => {
    listenersOf(name).delete(listener);
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
    xhr.open(BRIDGE.files.upload.web.method, BRIDGE.files.upload.web.path);
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

/** A call as the table describes it: its packed arguments as the JSON body (none for a GET), once the first answer is in. */
function bodyOf(spec: BridgeCallSpec, args: never[]): unknown {
  return spec.web.method === 'GET' ? undefined : ((spec.pack ? spec.pack(...args) : args[0]) ?? {});
}

function sender(spec: BridgeCallSpec) {
  return async (...args: never[]): Promise<unknown> => {
    await ready;
    const body = bodyOf(spec, args);
    return spec.answers === 'value' ? request(spec.web.path, body) : call(spec.web.path, body);
  };
}

/** The calls that do more here than send their request. */
/** Asks the host where to go, opens it in a new tab only when the answer passes `allowed`, and says it opened. */
async function openAnswered(
  spec: BridgeCallSpec,
  args: never[],
  field: 'url' | 'path',
  allowed: (target: string) => boolean,
  features: string,
): Promise<CallResult<{ opened: true }>> {
  const result = await call<Record<typeof field, string>>(spec.web.path, bodyOf(spec, args));
  if (!result.ok) return result;
  const target = result.data[field];
  if (!allowed(target)) return INVALID_LINK_ANSWER;
  window.open(target, '_blank', features);
  return { ok: true, data: { opened: true } };
}

const ownCalls: { [Name in BridgeName]?: (...args: never[]) => Promise<unknown> } = {
  'session.get': async () => {
    const early = sessionNotYetAsked;
    sessionNotYetAsked = null;
    const state = early ? await early : null;
    if (state) return state;
    await ready;
    return request<SessionState>(BRIDGE.session.get.web.path);
  },
  'session.signIn': async (...args) => {
    const result = (await sender(BRIDGE.session.signIn)(...args)) as CallResult<SignInSuccess>;
    // Signing in gives this browser a new session id: follow the new session's events.
    if (result.ok) reconnect();
    return result;
  },
  // The browser is the system browser here: a new tab that cannot reach back into this page.
  'links.open': (...args) => openAnswered(BRIDGE.links.open, args, 'url', (url) => /^https?:\/\//i.test(url), 'noopener,noreferrer'),
  'links.openVideo': (...args) => openAnswered(BRIDGE.links.openVideo, args, 'url', isVideoLink, 'noopener,noreferrer'),
  // Only a path of this app: never another site, nor a protocol-relative //host.
  'windows.openPreviewExperience': (...args) => openAnswered(BRIDGE.windows.openPreviewExperience, args, 'path', (path) => /^\/(?!\/)/.test(path), 'noopener'),
  'files.upload': upload,
  'connectivity.get': async () => {
    // While the stream is open, what it last told is the host's current state: no round trip.
    if (streamedConnectivity && events?.readyState === EventSource.OPEN) return streamedConnectivity;
    return sender(BRIDGE.connectivity.get)();
  },
};

const namespaces: Record<string, Record<string, unknown>> = {};
for (const { name, namespace, member, spec } of BRIDGE_ENTRIES) {
  const eventName = name as BridgeEventName;
  (namespaces[namespace] ??= {})[member] =
    spec.kind === 'call'
      ? (ownCalls[name] ?? sender(spec))
      : // An event the host never tells (navigation: the links in mails open this host's own URLs) takes a listener and never calls it.
        spec.streamEvent === null
        ? () => () => undefined
        : (listener: Listener) => subscribe(eventName, listener);
}
const bridge = { ...namespaces, transport: 'web' } as unknown as HcmBridge;

// Open from the first answer on, so nothing said before the screens listen is missed (see sessionNotYetAsked).
listen();

for (const part of Object.values(namespaces)) Object.freeze(part);
Object.defineProperty(window, 'hcm', { value: Object.freeze(bridge), enumerable: true, configurable: false, writable: false });

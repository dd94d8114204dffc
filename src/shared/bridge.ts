import type { CallResult } from './contract/errors';
import type { OperationInput, OperationOutput, RendererOperationName } from './contract/registry';
import type { ExternalLink } from './external-links';
import { type ImageRequest, MAX_UPLOAD_BYTES, type StoredFile, type StoredImage, type UploadProgress, type UploadRequest } from './files';
import { OFFLINE_CACHE_MAX_CHARS, type ConnectivityState, type NotificationPreferences } from './offline';
import type { CoreNotice, LoginAsRequest, LoginAsSuccess, SessionState, SignInRequest, SignInSuccess } from './session';

/** How a call is sent. */
export interface ApiCallOptions {
  /**
   * For an operation that takes one (`idempotencyKey` in the contract): the same key on every send
   * of one change, so that sending it again, after a restart too, applies it once.
   */
  idempotencyKey?: string;
}

type AnyFunction = (...args: never[]) => unknown;

/** How the local web host is asked: the route, and the most body it reads when more than its default. */
export interface WebRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly bodyLimit?: number;
}

/**
 * A function the page calls and waits for. Over IPC it is one `invoke` on `channel`; over the web
 * host one request to `web`. `answers` says what comes back: a `CallResult`, or a plain value (the
 * web bridge then throws on an HTTP error instead of answering a failure).
 */
export interface BridgeCallSpec<Signature extends AnyFunction = AnyFunction> {
  readonly kind: 'call';
  readonly channel: string;
  readonly web: WebRoute;
  readonly answers: 'result' | 'value';
  /** The one payload the arguments travel as; only the named fields leave the page. Default: the first argument. */
  pack?(...args: Parameters<Signature>): unknown;
  /** Type only: the function as the page sees it. */
  readonly signature?: Signature;
}

/**
 * Something the core (or the shell) tells the page: an IPC message on `channel`, an event named
 * `streamEvent` on the web host's event stream (null: the web host never tells it).
 */
export interface BridgeEventSpec<Payload = unknown> {
  readonly kind: 'event';
  readonly channel: string;
  readonly streamEvent: string | null;
  /** Told before anyone listens, it is kept and handed to the first listener (else dropped). */
  readonly replayUndelivered: boolean;
  /** Told twice under one key, it reaches the page once. */
  readonly dedupeKey?: (payload: Payload) => string;
  /** Type only: what a listener is handed. */
  readonly payload?: Payload;
}

function call<Signature extends AnyFunction>(spec: Omit<BridgeCallSpec<Signature>, 'kind' | 'signature'>): BridgeCallSpec<Signature> {
  return { kind: 'call', ...spec };
}

function event<Payload>(spec: Omit<BridgeEventSpec<Payload>, 'kind' | 'payload'>): BridgeEventSpec<Payload> {
  return { kind: 'event', ...spec };
}

type Result<T> = Promise<CallResult<T>>;

/**
 * Every function of `window.hcm`, described once: its name (namespace and member), whether it is
 * a call or an event, how it travels over IPC and over the web host, and its type. Its input schema
 * is `BRIDGE_INPUTS` (bridge-inputs.ts), keyed by the same names, kept apart so that the web bridge
 * loads no zod. The preload, the web bridge, the IPC handlers and the web host's routes are built
 * from these two tables.
 */
export const BRIDGE = {
  session: {
    get: call<() => Promise<SessionState>>({ channel: 'session:get', web: { method: 'GET', path: '/bridge/session' }, answers: 'value' }),
    signIn: call<(request: SignInRequest) => Result<SignInSuccess>>({
      channel: 'session:sign-in',
      web: { method: 'POST', path: '/bridge/session/sign-in' },
      answers: 'result',
      pack: (request) => ({ email: request.email, password: request.password, loggedIn: request.loggedIn }),
    }),
    signOut: call<() => Result<{ message: string }>>({
      channel: 'session:sign-out',
      web: { method: 'POST', path: '/bridge/session/sign-out' },
      answers: 'result',
    }),
    /**
     * An administrator starts viewing the app as another user of their company (spec section 4):
     * the session becomes that user's, with `user.loginAs` naming the administrator.
     */
    loginAs: call<(request: LoginAsRequest) => Result<LoginAsSuccess>>({
      channel: 'session:login-as',
      web: { method: 'POST', path: '/bridge/session/login-as' },
      answers: 'result',
      pack: (request) => ({ userId: request.userId }),
    }),
    /** Returns from viewing as another user to the administrator's own session. */
    endLoginAs: call<() => Result<LoginAsSuccess>>({
      channel: 'session:end-login-as',
      web: { method: 'POST', path: '/bridge/session/end-login-as' },
      answers: 'result',
    }),
    // Sent on every change; the page asks for the state when it starts.
    onChange: event<SessionState>({ channel: 'session:changed', streamEvent: 'session', replayUndelivered: false }),
  },
  api: {
    call: call<<N extends RendererOperationName>(name: N, input: OperationInput<N>, options?: ApiCallOptions) => Result<OperationOutput<N>>>({
      channel: 'api:call',
      web: { method: 'POST', path: '/bridge/api' },
      answers: 'result',
      pack: (name, input, options) => ({ name, input, ...(options === undefined ? {} : { options }) }),
    }),
  },
  notices: {
    // A notice is shown once per page, even when it is pushed and then sent again as pending.
    onNotice: event<CoreNotice>({ channel: 'core:notice', streamEvent: 'notice', replayUndelivered: true, dedupeKey: (notice) => notice.id }),
  },
  links: {
    /** Opens a configured public page (never an arbitrary URL) in the system browser. */
    open: call<(link: ExternalLink) => Result<{ opened: true }>>({
      channel: 'links:open',
      web: { method: 'POST', path: '/bridge/links/open' },
      answers: 'result',
      pack: (link) => ({ link }),
    }),
    /**
     * Opens a welcome page's video in the system browser: only an https link to a known video host
     * (isVideoLink), checked again where the call arrives; the app embeds no remote content.
     */
    openVideo: call<(request: { url: string }) => Result<{ opened: true }>>({
      channel: 'links:open-video',
      web: { method: 'POST', path: '/bridge/links/open-video' },
      answers: 'result',
      pack: (request) => ({ url: request.url }),
    }),
  },
  windows: {
    /**
     * Shows the whole welcome experience of a hire as they would walk it, in a window of its own
     * (the web host: a new tab at the same path).
     */
    openPreviewExperience: call<(request: { hireId: string }) => Result<{ opened: true }>>({
      channel: 'windows:open-preview-experience',
      web: { method: 'POST', path: '/bridge/windows/preview-experience' },
      answers: 'result',
      pack: (request) => ({ hireId: request.hireId }),
    }),
  },
  files: {
    /** Stores a file in the gateway's file store for the signed-in user's company. */
    upload: call<(request: UploadRequest) => Result<StoredFile>>({
      channel: 'files:upload',
      // The bytes themselves are the body, the id and name travel as headers (see upload-route.ts).
      web: { method: 'POST', path: '/bridge/files', bodyLimit: MAX_UPLOAD_BYTES },
      answers: 'result',
      pack: (request) => ({ uploadId: request.uploadId, name: request.name, bytes: request.bytes }),
    }),
    /**
     * A stored image the signed-in user may read (a branded asset, a welcome page's image), as a
     * data: URL: the renderer's content security policy allows no remote images.
     */
    image: call<(request: ImageRequest) => Result<StoredImage>>({
      channel: 'files:image',
      web: { method: 'POST', path: '/bridge/files/image' },
      answers: 'result',
      pack: (request) => ({ fileId: request.fileId }),
    }),
    /** Progress of the uploads under way, pushed by the core. It matters only while someone watches it. */
    onProgress: event<UploadProgress>({ channel: 'files:progress', streamEvent: 'upload-progress', replayUndelivered: false }),
  },
  /**
   * The signed-in user's copy of what they have seen and the changes they made offline: one string
   * (react-query's persisted client), kept by the core encrypted in the user's data folder with its
   * key in the OS keychain. Sign-out, another user signing in, or a copy that cannot be decrypted
   * wipe it.
   */
  offline: {
    /** The copy kept for the signed-in user (never while acting as another user), or null. */
    load: call<() => Result<string | null>>({ channel: 'offline:load', web: { method: 'POST', path: '/bridge/offline' }, answers: 'result' }),
    save: call<(data: string) => Result<{ saved: true }>>({
      channel: 'offline:save',
      // The offline copy may be larger than any other body: OFFLINE_CACHE_MAX_CHARS, quoted once more as JSON.
      web: { method: 'POST', path: '/bridge/offline/save', bodyLimit: 3 * OFFLINE_CACHE_MAX_CHARS },
      answers: 'result',
      pack: (data) => ({ data }),
    }),
    /** Discards the copy and the changes queued in it, on purpose. */
    clear: call<() => Result<{ cleared: true }>>({ channel: 'offline:clear', web: { method: 'POST', path: '/bridge/offline/clear' }, answers: 'result' }),
  },
  /** Whether the core reaches the gateway (not only whether the OS has a network). */
  connectivity: {
    get: call<() => Promise<ConnectivityState>>({ channel: 'connectivity:get', web: { method: 'GET', path: '/bridge/connectivity' }, answers: 'value' }),
    /** Asks the core to try the gateway now, e.g. when the user presses "Try again". */
    check: call<() => Promise<ConnectivityState>>({
      channel: 'connectivity:check',
      web: { method: 'POST', path: '/bridge/connectivity/check' },
      answers: 'value',
    }),
    // A page asks for the state when it starts; only the changes after that matter.
    onChange: event<ConnectivityState>({ channel: 'connectivity:changed', streamEvent: 'connectivity', replayUndelivered: false }),
  },
  /** The user's desktop notification choices (overdue tasks and the icon's badge). */
  notifications: {
    get: call<() => Promise<NotificationPreferences>>({
      channel: 'notifications:get',
      web: { method: 'GET', path: '/bridge/notifications' },
      answers: 'value',
    }),
    set: call<(preferences: NotificationPreferences) => Result<NotificationPreferences>>({
      channel: 'notifications:set',
      web: { method: 'POST', path: '/bridge/notifications' },
      answers: 'result',
      pack: (preferences) => ({ overdueNotifications: preferences.overdueNotifications, overdueBadge: preferences.overdueBadge }),
    }),
  },
  navigation: {
    /**
     * In-app paths the shell asks for, such as the screen an hcm:// link in a mail points to. The
     * link the app was started with arrives as soon as the page loads, before the app listens. The
     * web host never tells one: the links in mails point straight at its own URLs.
     */
    onNavigate: event<string>({ channel: 'navigation:navigate', streamEvent: null, replayUndelivered: true }),
  },
} as const;

type Bridge = typeof BRIDGE;
type Namespace = keyof Bridge;

/** A function of the bridge by its full name, e.g. `session.signIn`. */
export type BridgeName = { [N in Namespace]: `${N}.${keyof Bridge[N] & string}` }[Namespace];
export type BridgeSpecOf<Name extends BridgeName> = Name extends `${infer N extends Namespace}.${infer F}`
  ? F extends keyof Bridge[N]
    ? Bridge[N][F]
    : never
  : never;
export type BridgeCallName = { [Name in BridgeName]: BridgeSpecOf<Name> extends BridgeCallSpec ? Name : never }[BridgeName];
export type BridgeEventName = Exclude<BridgeName, BridgeCallName>;

type PageFunction<Spec> =
  Spec extends BridgeCallSpec<infer Signature>
    ? Signature
    : Spec extends BridgeEventSpec<infer Payload>
      ? (listener: (payload: Payload) => void) => () => void
      : never;

/** The page's function of a call, and what it answers. */
export type BridgeSignature<Name extends BridgeCallName> = PageFunction<BridgeSpecOf<Name>>;
export type BridgeAnswer<Name extends BridgeCallName> = Awaited<ReturnType<BridgeSignature<Name>>>;
/** What an event hands its listeners. */
export type BridgePayload<Name extends BridgeEventName> = BridgeSpecOf<Name> extends BridgeEventSpec<infer Payload> ? Payload : never;

/**
 * What the renderer can reach, as `window.hcm`: the preload implements it over IPC in Electron,
 * the web bridge over fetch on the local web host. Named functions only; nothing raw.
 */
export type HcmBridge = { -readonly [N in Namespace]: { -readonly [F in keyof Bridge[N]]: PageFunction<Bridge[N][F]> } } & {
  /** Which transport carries the bridge; shown in About and used to word some messages. */
  readonly transport: 'electron' | 'web';
};

export interface BridgeEntry {
  readonly name: BridgeName;
  readonly namespace: Namespace;
  readonly member: string;
  readonly spec: BridgeCallSpec | BridgeEventSpec;
}

/** Every function of the table, in its order. */
export const BRIDGE_ENTRIES: readonly BridgeEntry[] = Object.entries(BRIDGE).flatMap(([namespace, members]) =>
  Object.entries(members as Record<string, BridgeCallSpec | BridgeEventSpec>).map(([member, spec]) => ({
    name: `${namespace}.${member}` as BridgeName,
    namespace: namespace as Namespace,
    member,
    spec,
  })),
);

export function bridgeSpec<Name extends BridgeName>(name: Name): BridgeSpecOf<Name> {
  const [namespace, member] = name.split('.') as [Namespace, string];
  return (BRIDGE[namespace] as Record<string, unknown>)[member] as BridgeSpecOf<Name>;
}

/** The web host's event stream, which carries every event that has a `streamEvent`. */
export const WEB_EVENTS_PATH = '/bridge/events';

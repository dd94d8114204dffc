import type { CallResult } from './contract/errors';
import type { OperationInput, OperationOutput, RendererOperationName } from './contract/registry';
import type { ExternalLink } from './external-links';
import type { StoredFile, UploadProgress, UploadRequest } from './files';
import type { ConnectivityState, NotificationPreferences } from './offline';
import type { CoreNotice, LoginAsRequest, LoginAsSuccess, SessionState, SignInRequest, SignInSuccess } from './session';

/** How a call is sent. */
export interface ApiCallOptions {
  /**
   * For an operation that takes one (`idempotencyKey` in the contract): the same key on every send
   * of one change, so that sending it again, after a restart too, applies it once.
   */
  idempotencyKey?: string;
}

/**
 * What the renderer can reach, as `window.hcm`: the preload implements it over IPC in Electron,
 * the web bridge over fetch on the local web host. Named functions only; nothing raw.
 */
export interface HcmBridge {
  session: {
    get(): Promise<SessionState>;
    signIn(request: SignInRequest): Promise<CallResult<SignInSuccess>>;
    signOut(): Promise<CallResult<{ message: string }>>;
    /**
     * An administrator starts viewing the app as another user of their company (spec section 4):
     * the session becomes that user's, with `user.loginAs` naming the administrator.
     */
    loginAs(request: LoginAsRequest): Promise<CallResult<LoginAsSuccess>>;
    /** Returns from viewing as another user to the administrator's own session. */
    endLoginAs(): Promise<CallResult<LoginAsSuccess>>;
    onChange(listener: (state: SessionState) => void): () => void;
  };
  api: {
    call<N extends RendererOperationName>(name: N, input: OperationInput<N>, options?: ApiCallOptions): Promise<CallResult<OperationOutput<N>>>;
  };
  notices: {
    onNotice(listener: (notice: CoreNotice) => void): () => void;
  };
  links: {
    /** Opens a configured public page (never an arbitrary URL) in the system browser. */
    open(link: ExternalLink): Promise<CallResult<{ opened: true }>>;
  };
  files: {
    /** Stores a file in the gateway's file store for the signed-in user's company. */
    upload(request: UploadRequest): Promise<CallResult<StoredFile>>;
    /** Progress of the uploads under way, pushed by the core. */
    onProgress(listener: (progress: UploadProgress) => void): () => void;
  };
  /**
   * The signed-in user's copy of what they have seen and the changes they made offline: one string
   * (react-query's persisted client), kept by the core encrypted in the user's data folder with its
   * key in the OS keychain. Sign-out, another user signing in, or a copy that cannot be decrypted
   * wipe it.
   */
  offline: {
    /** The copy kept for the signed-in user (never while acting as another user), or null. */
    load(): Promise<CallResult<string | null>>;
    save(data: string): Promise<CallResult<{ saved: true }>>;
    /** Discards the copy and the changes queued in it, on purpose. */
    clear(): Promise<CallResult<{ cleared: true }>>;
  };
  /** Whether the core reaches the gateway (not only whether the OS has a network). */
  connectivity: {
    get(): Promise<ConnectivityState>;
    /** Asks the core to try the gateway now, e.g. when the user presses "Try again". */
    check(): Promise<ConnectivityState>;
    onChange(listener: (state: ConnectivityState) => void): () => void;
  };
  /** The user's desktop notification choices (overdue tasks and the icon's badge). */
  notifications: {
    get(): Promise<NotificationPreferences>;
    set(preferences: NotificationPreferences): Promise<CallResult<NotificationPreferences>>;
  };
  navigation: {
    /** In-app paths the shell asks for, such as the screen an hcm:// link in a mail points to. */
    onNavigate(listener: (path: string) => void): () => void;
  };
  /** Which transport carries the bridge; shown in About and used to word some messages. */
  readonly transport: 'electron' | 'web';
}

/** IPC channel names, shared by the preload and the main shell. */
export const IPC_CHANNELS = {
  sessionGet: 'session:get',
  sessionSignIn: 'session:sign-in',
  sessionSignOut: 'session:sign-out',
  sessionLoginAs: 'session:login-as',
  sessionEndLoginAs: 'session:end-login-as',
  sessionChanged: 'session:changed',
  apiCall: 'api:call',
  notice: 'core:notice',
  linksOpen: 'links:open',
  navigate: 'navigation:navigate',
  filesUpload: 'files:upload',
  filesProgress: 'files:progress',
  offlineLoad: 'offline:load',
  offlineSave: 'offline:save',
  offlineClear: 'offline:clear',
  connectivityGet: 'connectivity:get',
  connectivityCheck: 'connectivity:check',
  connectivityChanged: 'connectivity:changed',
  notificationsGet: 'notifications:get',
  notificationsSet: 'notifications:set',
} as const;

/** Web host endpoints, shared by the web bridge and the host. */
export const WEB_BRIDGE_ROUTES = {
  session: '/bridge/session',
  signIn: '/bridge/session/sign-in',
  signOut: '/bridge/session/sign-out',
  loginAs: '/bridge/session/login-as',
  endLoginAs: '/bridge/session/end-login-as',
  call: '/bridge/api',
  events: '/bridge/events',
  openLink: '/bridge/links/open',
  upload: '/bridge/files',
  offline: '/bridge/offline',
  offlineSave: '/bridge/offline/save',
  offlineClear: '/bridge/offline/clear',
  connectivity: '/bridge/connectivity',
  connectivityCheck: '/bridge/connectivity/check',
  notifications: '/bridge/notifications',
} as const;

import type { CallResult } from '@shared/contract/errors';
import type { GatewayName } from '@shared/contract/operation';
import type { ImageRequest, StoredFile, StoredImage, UploadProgress } from '@shared/files';
import type { ConnectivityState, NotificationPreferences } from '@shared/offline';
import type { CoreNotice, LoginAsSuccess, SessionState, SignInRequest, SignInSuccess } from '@shared/session';

/** The desktop's remembered preferences: never a secret. */
export interface StoredPreferences {
  rememberMe: boolean;
  rememberedEmail: string | null;
  /** The user's overdue-task notification and badge choices; absent until first changed. */
  notifications?: NotificationPreferences;
  /** The tasks already notified as overdue, oldest first, so each is told once across restarts. */
  notifiedOverdueTaskIds?: string[];
}

/** Where preferences live: electron-store in the desktop, a conf file in the local web host. */
export interface PreferencesStore {
  read(): StoredPreferences;
  /** Replaces the remember-me fields; an optional field left out keeps what is stored. */
  write(preferences: StoredPreferences): void;
}

/** Holds the refresh token: the OS keychain, or memory when no keychain answers. */
export interface Vault {
  readonly kind: 'keychain' | 'memory';
  load(): Promise<string | null>;
  save(refreshToken: string): Promise<void>;
  clear(): Promise<void>;
}

export type GatewayUrls = Readonly<Record<GatewayName, string>>;

/** The trusted core one signed-in desktop runs: the same for Electron and the local web host. */
export interface AppCore {
  readonly session: {
    get(): SessionState;
    signIn(request: SignInRequest): Promise<CallResult<SignInSuccess>>;
    signOut(): Promise<CallResult<{ message: string }>>;
    /**
     * An administrator starts viewing as another user of their company; the request is validated
     * here (`{ userId }`). The tokens stay in the core, as for sign-in.
     */
    loginAs(request: unknown): Promise<CallResult<LoginAsSuccess>>;
    /** Back from viewing as another user to the administrator's own session. */
    endLoginAs(): Promise<CallResult<LoginAsSuccess>>;
    /** Opens a remembered session at start-up (a refresh with the stored token); quiet on failure. */
    restore(): Promise<SessionState>;
    onChange(listener: (state: SessionState) => void): () => void;
  };
  readonly api: {
    /**
     * Runs a renderer-callable operation by name; name, input and options (`ApiCallOptions`) are
     * validated here.
     */
    call(name: string, input: unknown, options?: unknown): Promise<CallResult<unknown>>;
  };
  readonly files: {
    /**
     * Stores a file in the gateway's file store for the signed-in user's company. The request is
     * validated here (an UploadRequest); progress is told as the bytes go out, rising to the total.
     */
    upload(request: unknown, onProgress?: (progress: UploadProgress) => void): Promise<CallResult<StoredFile>>;
    /** A stored image the signed-in user may read, as a data: URL; anything but an image is refused. */
    image(request: ImageRequest): Promise<CallResult<StoredImage>>;
  };
  readonly notices: {
    onNotice(listener: (notice: CoreNotice) => void): () => void;
    /** Notices already raised, for a window that subscribes late. */
    pending(): CoreNotice[];
  };
  /** The signed-in user's offline copy (the renderer's persisted cache and queued changes), encrypted on disk. */
  readonly offline: {
    load(): Promise<CallResult<string | null>>;
    /** The payload is validated here: text, at most OFFLINE_CACHE_MAX_CHARS. */
    save(data: unknown): Promise<CallResult<{ saved: true }>>;
    clear(): Promise<CallResult<{ cleared: true }>>;
  };
  /** Whether the onboarding gateway answers, as the core finds it. */
  readonly connectivity: {
    get(): ConnectivityState;
    check(): Promise<ConnectivityState>;
    onChange(listener: (state: ConnectivityState) => void): () => void;
  };
  /** The user's desktop notification choices, kept with the other preferences. */
  readonly notifications: {
    get(): NotificationPreferences;
    /** The payload is validated here (`NotificationPreferences`, both flags). */
    set(preferences: unknown): Promise<CallResult<NotificationPreferences>>;
  };
  /** At quit: a session without remember-me leaves nothing behind. */
  shutdown(): Promise<void>;
}

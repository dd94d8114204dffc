import { vi } from 'vitest';
import type { HcmBridge } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import type { OperationOutput } from '@shared/contract/registry';
import type { ExternalLink } from '@shared/external-links';
import type { ImageRequest, StoredFile, StoredImage, UploadProgress, UploadRequest } from '@shared/files';
import { DEFAULT_NOTIFICATION_PREFERENCES, type ConnectivityState, type NotificationPreferences } from '@shared/offline';
import type { CoreNotice, LoginAsRequest, LoginAsSuccess, SessionState, SignInRequest, SignInSuccess } from '@shared/session';
import { signedIn, signedOut } from './fixtures';

/** The smallest PNG there is: one transparent pixel. */
const ONE_PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

type CurrentUser = OperationOutput<'users.me'>;

export interface FakeBridge extends HcmBridge {
  /** Pushes a session change, as the core does. */
  emitSession(state: SessionState): void;
  emitNotice(notice: CoreNotice): void;
  /** The session the fake core holds now. */
  current: SessionState;
  signInMock: ReturnType<typeof vi.fn<(request: SignInRequest) => Promise<CallResult<SignInSuccess>>>>;
  signOutMock: ReturnType<typeof vi.fn<() => Promise<CallResult<{ message: string }>>>>;
  /** Refuses unless a test gives it an answer; tests/renderer/login-as-*.test.tsx do. */
  loginAsMock: ReturnType<typeof vi.fn<(request: LoginAsRequest) => Promise<CallResult<LoginAsSuccess>>>>;
  endLoginAsMock: ReturnType<typeof vi.fn<() => Promise<CallResult<LoginAsSuccess>>>>;
  meMock: ReturnType<typeof vi.fn<() => Promise<CallResult<CurrentUser>>>>;
  openLinkMock: ReturnType<typeof vi.fn<(link: ExternalLink) => Promise<CallResult<{ opened: true }>>>>;
  openVideoMock: ReturnType<typeof vi.fn<(request: { url: string }) => Promise<CallResult<{ opened: true }>>>>;
  openPreviewWindowMock: ReturnType<typeof vi.fn<(request: { hireId: string }) => Promise<CallResult<{ opened: true }>>>>;
  uploadMock: ReturnType<typeof vi.fn<(request: UploadRequest) => Promise<CallResult<StoredFile>>>>;
  /** Answers a one-pixel PNG for any file id unless a test gives it another answer. */
  imageMock: ReturnType<typeof vi.fn<(request: ImageRequest) => Promise<CallResult<StoredImage>>>>;
  /** Pushes upload progress, as the core does while a file goes to the gateway. */
  emitUploadProgress(progress: UploadProgress): void;
  /** Asks the renderer to open an in-app path, as the shell does for an hcm:// link. */
  emitNavigate(path: string): void;
  /** The persisted offline copy the fake core holds (null: none). */
  offlineData: string | null;
  /** Whether the fake core reaches the gateway; change it with emitConnectivity. */
  connectivityState: ConnectivityState;
  emitConnectivity(state: ConnectivityState): void;
  notificationPreferences: NotificationPreferences;
}

export interface FakeBridgeOptions {
  session?: SessionState;
  /** What sign-in answers; on success the fake core becomes signed in with that user. */
  signIn?: CallResult<SignInSuccess>;
  me?: CallResult<CurrentUser>;
  /** A persisted offline copy present at start. */
  offlineData?: string | null;
  connectivity?: ConnectivityState;
}

/** An in-memory HcmBridge for component tests; the real bridges are tested end to end. */
export function createFakeBridge(options: FakeBridgeOptions = {}): FakeBridge {
  const sessionListeners = new Set<(state: SessionState) => void>();
  const noticeListeners = new Set<(notice: CoreNotice) => void>();
  const navigateListeners = new Set<(path: string) => void>();
  const progressListeners = new Set<(progress: UploadProgress) => void>();
  const connectivityListeners = new Set<(state: ConnectivityState) => void>();

  const bridge: FakeBridge = {
    transport: 'web',
    current: options.session ?? signedOut(),
    emitSession(state) {
      bridge.current = state;
      for (const listener of sessionListeners) listener(state);
    },
    emitNotice(notice) {
      for (const listener of noticeListeners) listener(notice);
    },
    emitNavigate(path) {
      for (const listener of navigateListeners) listener(path);
    },
    emitUploadProgress(progress) {
      for (const listener of progressListeners) listener(progress);
    },
    offlineData: options.offlineData ?? null,
    connectivityState: options.connectivity ?? { status: 'online', since: new Date(0).toISOString() },
    emitConnectivity(state) {
      bridge.connectivityState = state;
      for (const listener of connectivityListeners) listener(state);
    },
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    uploadMock: vi.fn(async (request: UploadRequest) => ({
      ok: true as const,
      data: {
        id: `file-${request.uploadId}`,
        name: request.name,
        contentType: 'image/png' as const,
        size: request.bytes.byteLength,
        createdAt: new Date(0).toISOString(),
      },
    })),
    imageMock: vi.fn(async (request: ImageRequest) => ({ ok: true as const, data: { fileId: request.fileId, dataUrl: ONE_PIXEL_PNG } })),
    openLinkMock: vi.fn(async () => ({ ok: true as const, data: { opened: true as const } })),
    openVideoMock: vi.fn(async () => ({ ok: true as const, data: { opened: true as const } })),
    openPreviewWindowMock: vi.fn(async () => ({ ok: true as const, data: { opened: true as const } })),
    signInMock: vi.fn(async (request: SignInRequest) => {
      const result = options.signIn ?? { ok: false as const, error: { status: 401, message: 'The email or password is incorrect.' } };
      if (result.ok) {
        bridge.emitSession(
          signedIn(result.data.user, {
            reason: 'signed-in',
            rememberMe: request.loggedIn,
            rememberedEmail: request.loggedIn ? request.email : null,
          }),
        );
      }
      return result;
    }),
    signOutMock: vi.fn(async () => {
      const { rememberMe, rememberedEmail } = bridge.current;
      bridge.emitSession(signedOut({ reason: 'signed-out', rememberMe, rememberedEmail }));
      return { ok: true as const, data: { message: 'Signed out.' } };
    }),
    loginAsMock: vi.fn(async () => ({ ok: false as const, error: { status: 403, message: 'You do not have access to log in as another user.' } })),
    endLoginAsMock: vi.fn(async () => ({ ok: false as const, error: { status: 400, message: 'You are not logged in as another user.' } })),
    meMock: vi.fn(async () => {
      if (options.me) return options.me;
      const user = bridge.current.user;
      if (!user) return { ok: false as const, error: { status: 401, message: 'Your session has ended. Please sign in again.' } };
      return {
        ok: true as const,
        data: {
          message: 'OK',
          data: { user, isFeedbackCompleted: false, company: { id: user.company.id, name: user.company.name, products: ['ONBOARDING' as const] } },
        },
      };
    }),
    session: {
      get: async () => bridge.current,
      signIn: (request) => bridge.signInMock(request),
      signOut: () => bridge.signOutMock(),
      loginAs: (request) => bridge.loginAsMock(request),
      endLoginAs: () => bridge.endLoginAsMock(),
      onChange(listener) {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    api: {
      call: (async (name: string) => {
        if (name === 'users.me') return bridge.meMock();
        return { ok: false, error: { status: 404, message: `No fake for ${name}` } };
      }) as HcmBridge['api']['call'],
    },
    notices: {
      onNotice(listener) {
        noticeListeners.add(listener);
        return () => noticeListeners.delete(listener);
      },
    },
    links: {
      open: (link) => bridge.openLinkMock(link),
      openVideo: (request) => bridge.openVideoMock(request),
    },
    windows: {
      openPreviewExperience: (request) => bridge.openPreviewWindowMock(request),
    },
    files: {
      upload: (request) => bridge.uploadMock(request),
      image: (request) => bridge.imageMock(request),
      onProgress(listener) {
        progressListeners.add(listener);
        return () => progressListeners.delete(listener);
      },
    },
    navigation: {
      onNavigate(listener) {
        navigateListeners.add(listener);
        return () => navigateListeners.delete(listener);
      },
    },
    offline: {
      load: async () => ({ ok: true as const, data: bridge.offlineData }),
      save: async (data) => {
        bridge.offlineData = data;
        return { ok: true as const, data: { saved: true as const } };
      },
      clear: async () => {
        bridge.offlineData = null;
        return { ok: true as const, data: { cleared: true as const } };
      },
    },
    connectivity: {
      get: async () => bridge.connectivityState,
      check: async () => bridge.connectivityState,
      onChange(listener) {
        connectivityListeners.add(listener);
        return () => connectivityListeners.delete(listener);
      },
    },
    notifications: {
      get: async () => bridge.notificationPreferences,
      set: async (preferences) => {
        bridge.notificationPreferences = { ...preferences };
        return { ok: true as const, data: bridge.notificationPreferences };
      },
    },
  };
  return bridge;
}

import type { AppCore } from '@main/core/types';
import type { StoredFile, UploadProgress } from '@shared/files';
import type { ConnectivityState } from '@shared/offline';
import type { CoreNotice, SessionState } from '@shared/session';
import { vi } from 'vitest';

export const SIGNED_OUT: SessionState = {
  status: 'signed-out',
  user: null,
  isFeedbackCompleted: false,
  rememberedEmail: null,
  rememberMe: false,
  keychain: 'available',
};

export const STORED_FILE: StoredFile = {
  id: '5b0c2f5e-6a43-4c55-9d1e-2f0f7f3c9a10',
  name: 'badge.png',
  contentType: 'image/png',
  size: 84,
  createdAt: '2026-01-05T09:30:00.000Z',
};

/** A core double with recorded calls and hand-driven events; the shell's only collaborator. */
export function fakeCore() {
  const sessionListeners = new Set<(state: SessionState) => void>();
  const noticeListeners = new Set<(notice: CoreNotice) => void>();
  const pendingNotices: CoreNotice[] = [];
  const connectivityListeners = new Set<(state: ConnectivityState) => void>();
  const online: ConnectivityState = { status: 'online', since: '2026-01-05T09:30:00.000Z' };
  const core = {
    session: {
      get: vi.fn(() => SIGNED_OUT),
      signIn: vi.fn(async () => ({ ok: false as const, error: { status: 401, message: 'The email or password is incorrect.' } })),
      signOut: vi.fn(async () => ({ ok: true as const, data: { message: 'Signed out.' } })),
      loginAs: vi.fn(async () => ({ ok: false as const, error: { status: 403, message: 'You do not have access to log in as another user.' } })),
      endLoginAs: vi.fn(async () => ({ ok: false as const, error: { status: 400, message: 'You are not logged in as another user.' } })),
      restore: vi.fn(async () => SIGNED_OUT),
      onChange: (listener: (state: SessionState) => void) => {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    api: { call: vi.fn(async () => ({ ok: true as const, data: { message: 'ok' } })) },
    files: {
      // Tells half and then all of the upload, as the real core does while the bytes go out.
      upload: vi.fn(async (request: unknown, onProgress?: (progress: UploadProgress) => void) => {
        const { uploadId, bytes } = request as { uploadId: string; bytes: Uint8Array };
        onProgress?.({ uploadId, loaded: Math.floor(bytes.byteLength / 2), total: bytes.byteLength });
        onProgress?.({ uploadId, loaded: bytes.byteLength, total: bytes.byteLength });
        return { ok: true as const, data: STORED_FILE };
      }),
      image: vi.fn(async (request: { fileId: string }) => ({ ok: true as const, data: { fileId: request.fileId, dataUrl: 'data:image/png;base64,' } })),
    },
    notices: {
      onNotice: (listener: (notice: CoreNotice) => void) => {
        noticeListeners.add(listener);
        return () => noticeListeners.delete(listener);
      },
      pending: () => [...pendingNotices],
    },
    offline: {
      load: vi.fn(async () => ({ ok: true as const, data: null as string | null })),
      save: vi.fn(async () => ({ ok: true as const, data: { saved: true as const } })),
      clear: vi.fn(async () => ({ ok: true as const, data: { cleared: true as const } })),
    },
    connectivity: {
      get: vi.fn(() => online),
      check: vi.fn(async () => online),
      onChange: (listener: (state: ConnectivityState) => void) => {
        connectivityListeners.add(listener);
        return () => connectivityListeners.delete(listener);
      },
    },
    notifications: {
      get: vi.fn(() => ({ overdueNotifications: true, overdueBadge: true })),
      set: vi.fn(async (preferences: unknown) => ({ ok: true as const, data: preferences as { overdueNotifications: boolean; overdueBadge: boolean } })),
    },
    shutdown: vi.fn(async () => undefined),
  } satisfies AppCore;
  return {
    core,
    emitSession: (state: SessionState) => sessionListeners.forEach((listener) => listener(state)),
    emitNotice: (notice: CoreNotice) => noticeListeners.forEach((listener) => listener(notice)),
    raisePending: (notice: CoreNotice) => pendingNotices.push(notice),
    emitConnectivity: (state: ConnectivityState) => connectivityListeners.forEach((listener) => listener(state)),
  };
}

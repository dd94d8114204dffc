import type { AppCore } from '@main/core/types';
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

/** A core double with recorded calls and hand-driven events; the shell's only collaborator. */
export function fakeCore() {
  const sessionListeners = new Set<(state: SessionState) => void>();
  const noticeListeners = new Set<(notice: CoreNotice) => void>();
  const pendingNotices: CoreNotice[] = [];
  const core = {
    session: {
      get: vi.fn(() => SIGNED_OUT),
      signIn: vi.fn(async () => ({ ok: false as const, error: { status: 401, message: 'The email or password is incorrect.' } })),
      signOut: vi.fn(async () => ({ ok: true as const, data: { message: 'Signed out.' } })),
      restore: vi.fn(async () => SIGNED_OUT),
      onChange: (listener: (state: SessionState) => void) => {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    api: { call: vi.fn(async () => ({ ok: true as const, data: { message: 'ok' } })) },
    notices: {
      onNotice: (listener: (notice: CoreNotice) => void) => {
        noticeListeners.add(listener);
        return () => noticeListeners.delete(listener);
      },
      pending: () => [...pendingNotices],
    },
    shutdown: vi.fn(async () => undefined),
  } satisfies AppCore;
  return {
    core,
    emitSession: (state: SessionState) => sessionListeners.forEach((listener) => listener(state)),
    emitNotice: (notice: CoreNotice) => noticeListeners.forEach((listener) => listener(notice)),
    raisePending: (notice: CoreNotice) => pendingNotices.push(notice),
  };
}

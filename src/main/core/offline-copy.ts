import type { CallResult } from '@shared/contract/errors';
import { OFFLINE_CACHE_MAX_CHARS } from '@shared/offline';
import { ownSessionUser, type SessionState } from '@shared/session';
import { z } from 'zod';
import { failure, fieldErrorsOf, invalidInput } from './call-failure';
import type { OfflineContent, OfflineStore } from './offline-store';
import { oneAtATime } from './one-at-a-time';
import type { OfflineSessionSource } from './session';

export const NO_OFFLINE_COPY_MESSAGE = 'Nothing can be kept on this computer while you are signed out or viewing as another user.';
export const NO_KEYCHAIN_COPY_MESSAGE = 'No system keychain is available, so nothing is kept on this computer for working offline.';
export const OFFLINE_COPY_FAILED_MESSAGE = 'Your offline copy could not be written on this computer.';

const cacheSchema = z.string({ error: 'The offline copy must be text.' }).max(OFFLINE_CACHE_MAX_CHARS, { error: 'The offline copy is too large to keep.' });

/**
 * The signed-in user's offline copy: the renderer's cache and queued changes, and who they are. It
 * follows the session: another user signing in or a sign-out wipes it; an expired session keeps it
 * (the same user signing in again gets their unsent changes back). Nothing is read or written while
 * an administrator acts as someone else.
 */
export interface OfflineCopy {
  load(): Promise<CallResult<string | null>>;
  save(data: unknown): Promise<CallResult<{ saved: true }>>;
  clear(): Promise<CallResult<{ cleared: true }>>;
  /** Who the copy says was signed in, for opening the app while the gateway is away. */
  readonly sessionSource: OfflineSessionSource;
  /** Follows the session's changes; answers what stops it. */
  follow(onChange: (listener: (state: SessionState) => void) => () => void, current: () => SessionState): () => void;
}

export function createOfflineCopy(store: OfflineStore): OfflineCopy {
  // The decrypted copy stays in memory once read, so a save encrypts without decrypting first.
  let content: Promise<OfflineContent | null> | null = null;
  let current: () => SessionState = () => ({
    status: 'signed-out',
    user: null,
    isFeedbackCompleted: false,
    rememberedEmail: null,
    rememberMe: false,
    keychain: 'unavailable',
  });

  const read = (): Promise<OfflineContent | null> => (content ??= store.read());
  // In the order they came: a save just after sign-in must not be overwritten by the sign-in's own bookkeeping.
  const inTurn = oneAtATime();

  async function replace(next: OfflineContent | null): Promise<void> {
    content = Promise.resolve(next);
    if (next === null) await store.clear();
    else await store.write(next);
  }

  /** Keeps the copy's owner and session in step with who is signed in. */
  async function sessionChanged(state: SessionState): Promise<void> {
    if (state.status === 'signed-out') {
      if (state.reason === 'signed-out') await replace(null);
      return;
    }
    const user = ownSessionUser(state);
    if (!user) return;
    const kept = await read();
    const cache = kept?.ownerId === user.id ? kept.cache : null;
    await replace({ ownerId: user.id, session: { user, isFeedbackCompleted: state.isFeedbackCompleted }, cache });
  }

  return {
    load: () =>
      inTurn(async () => {
        const user = ownSessionUser(current());
        if (!user) return { ok: true, data: null };
        const kept = await read();
        return { ok: true as const, data: kept?.ownerId === user.id ? kept.cache : null };
      }),
    save: (data) =>
      inTurn(async () => {
        const parsed = cacheSchema.safeParse(data);
        if (!parsed.success) return failure(invalidInput(fieldErrorsOf(parsed.error)));
        if (!store.available) return failure({ status: 503, message: NO_KEYCHAIN_COPY_MESSAGE });
        const state = current();
        const user = ownSessionUser(state);
        if (!user) return failure({ status: 409, message: NO_OFFLINE_COPY_MESSAGE });
        try {
          await replace({ ownerId: user.id, session: { user, isFeedbackCompleted: state.isFeedbackCompleted }, cache: parsed.data });
        } catch {
          return failure({ status: 500, message: OFFLINE_COPY_FAILED_MESSAGE });
        }
        return { ok: true as const, data: { saved: true as const } };
      }),
    clear: () =>
      inTurn(async () => {
        try {
          await replace(null);
        } catch {
          return failure({ status: 500, message: OFFLINE_COPY_FAILED_MESSAGE });
        }
        return { ok: true as const, data: { cleared: true as const } };
      }),
    sessionSource: {
      read: () => inTurn(async () => (await read())?.session ?? null),
    },
    follow(onChange, currentState) {
      current = currentState;
      return onChange((state) => {
        inTurn(() => sessionChanged(state)).catch((error: unknown) => {
          console.error('The offline copy could not follow the session:', error instanceof Error ? error.name : typeof error);
        });
      });
    },
  };
}

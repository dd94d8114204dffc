import type { CoreNotice } from '@shared/session';
import { createListenerSet } from './listeners';

export const KEYCHAIN_UNAVAILABLE_NOTICE: CoreNotice = {
  id: 'keychain-unavailable',
  level: 'warning',
  message: 'No system keychain is available, so you will be signed out when the app closes. Your password and tokens are never written to disk.',
};

export const OFFLINE_COPY_UNREADABLE_NOTICE: CoreNotice = {
  id: 'offline-copy-unreadable',
  level: 'warning',
  message:
    'The copy of your work kept on this computer could not be read, so it was removed. Changes you made offline and had not sent yet are lost; please check your tasks.',
};

export interface NoticeCenter {
  /** Raises a notice once per id; later raises of the same id are ignored. */
  raise(notice: CoreNotice): void;
  onNotice(listener: (notice: CoreNotice) => void): () => void;
  pending(): CoreNotice[];
}

export function createNoticeCenter(): NoticeCenter {
  const raised: CoreNotice[] = [];
  const listeners = createListenerSet<CoreNotice>();
  return {
    raise(notice) {
      if (raised.some((existing) => existing.id === notice.id)) return;
      raised.push(notice);
      listeners.emit({ ...notice });
    },
    onNotice: (listener) => listeners.add(listener),
    pending: () => raised.map((notice) => ({ ...notice })),
  };
}

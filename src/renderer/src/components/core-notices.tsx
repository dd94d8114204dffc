import { useEffect } from 'react';
import { hcm } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';

/** Per tab, so a reload does not repeat a notice the user has already seen. */
const SHOWN_NOTICES_KEY = 'hcm.shown-notices';

function shownNotices(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SHOWN_NOTICES_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Shows each notice of the core once, as a warning notification. */
export function CoreNotices() {
  const { notification } = useToast();
  useEffect(
    () =>
      hcm().notices.onNotice((notice) => {
        const shown = shownNotices();
        if (shown.has(notice.id)) return;
        shown.add(notice.id);
        sessionStorage.setItem(SHOWN_NOTICES_KEY, JSON.stringify([...shown]));
        notification.warning({ key: notice.id, title: notice.message });
      }),
    [notification],
  );
  return null;
}

import { useEffect, useRef } from 'react';
import { hcm } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';

/** Shows each notice of the core once, as a warning notification. */
export function CoreNotices() {
  const { notification } = useToast();
  const shown = useRef(new Set<string>());
  useEffect(
    () =>
      hcm().notices.onNotice((notice) => {
        if (shown.current.has(notice.id)) return;
        shown.current.add(notice.id);
        notification.warning({ key: notice.id, title: notice.message });
      }),
    [notification],
  );
  return null;
}

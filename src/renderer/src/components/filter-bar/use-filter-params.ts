import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The URL query and a way to change it. Each change is one history entry, so back and forward step
 * through filter changes. Changes build on the latest query, even from a timer set several renders
 * ago or twice in one event, so one filter's change never undoes another's.
 */
export function useFilterParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(params);

  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      const search = next.toString();
      navigate({ search: search === '' ? '' : `?${search}` });
    },
    [navigate],
  );

  return { params, update };
}

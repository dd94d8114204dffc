import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page of a sequence the URL names (`?page=N`, from 1), so a reload or a shared link opens the
 * same page; a number out of range reads as the nearest page. The other parameters (a hire's `id`)
 * stay as they are.
 */
export function usePageParam(count: number): [index: number, go: (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  const index = Math.min(Math.max(Number.isFinite(asked) ? asked - 1 : 0, 0), Math.max(count - 1, 0));
  const go = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next + 1));
        return updated;
      }),
    [setParams],
  );
  return [index, go];
}

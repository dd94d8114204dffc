import { useCallback, useEffect, useRef, useState } from 'react';
import { uniqueAsyncOptions, type AsyncOption, type AsyncOptionFetcher } from './async-option';
import { ASYNC_SELECT_DEBOUNCE_MS, ASYNC_SELECT_PAGE_SIZE } from './picker-constants';

export type AsyncOptionsPhase = 'idle' | 'loading' | 'loadingMore' | 'ready' | 'failed';

export interface AsyncOptionsView {
  /** The loaded options of the current search, each _id once. */
  options: AsyncOption[];
  phase: AsyncOptionsPhase;
  error: unknown;
}

/** Where paging stands; kept in a ref so scroll and timer callbacks read the present, not a render's past. */
interface Cursor {
  term: string;
  nextOffset: number;
  hasMore: boolean;
  busy: boolean;
  loaded: boolean;
  failed: boolean;
  /** Bumped on each new search: an answer from an older generation is dropped. */
  generation: number;
}

export interface UseAsyncOptionsArgs {
  fetcher: AsyncOptionFetcher;
  debounceMs?: number;
}

const isAnswer = (answer: unknown): answer is { data: AsyncOption[] } =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { data?: unknown }).data);

/**
 * Options of an async picker: the first page when the list opens, a new search once the typed text
 * has rested for debounceMs, and the next 10 (offset +10) on loadMore. Answers to an older search
 * or from an unmounted picker are ignored, so a slow old answer never replaces a newer list.
 */
export function useAsyncOptions({ fetcher, debounceMs = ASYNC_SELECT_DEBOUNCE_MS }: UseAsyncOptionsArgs) {
  const [searchText, setSearchText] = useState('');
  const [view, setView] = useState<AsyncOptionsView>({ options: [], phase: 'idle', error: undefined });
  const cursor = useRef<Cursor>({ term: '', nextOffset: 0, hasMore: false, busy: false, loaded: false, failed: false, generation: 0 });
  const fetcherRef = useRef(fetcher);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    fetcherRef.current = fetcher;
  }, [fetcher]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      cursor.current.generation += 1;
    },
    [],
  );

  const load = useCallback((term: string, offset: number) => {
    const current = cursor.current;
    if (offset === 0) {
      current.generation += 1;
      current.term = term;
      current.loaded = false;
    }
    const generation = current.generation;
    current.busy = true;
    current.failed = false;
    setView((previous) => (offset === 0 ? { options: [], phase: 'loading', error: undefined } : { ...previous, phase: 'loadingMore', error: undefined }));

    const settle = (apply: () => void) => {
      if (generation !== cursor.current.generation) return;
      cursor.current.busy = false;
      apply();
    };
    let request: Promise<unknown>;
    try {
      request = fetcherRef.current(term, offset);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (answer) =>
        settle(() => {
          if (!isAnswer(answer)) {
            cursor.current.failed = true;
            setView((previous) => ({ ...previous, phase: 'failed', error: new Error('The answer holds no data list.') }));
            return;
          }
          Object.assign(cursor.current, { loaded: true, nextOffset: offset + ASYNC_SELECT_PAGE_SIZE, hasMore: answer.data.length >= ASYNC_SELECT_PAGE_SIZE });
          setView((previous) => ({
            options: uniqueAsyncOptions([...(offset === 0 ? [] : previous.options), ...answer.data]),
            phase: 'ready',
            error: undefined,
          }));
        }),
      (error: unknown) =>
        settle(() => {
          cursor.current.failed = true;
          setView((previous) => ({ ...previous, phase: 'failed', error }));
        }),
    );
  }, []);

  /**
   * The list opened or closed. Closing drops the typed text, as antd's own selects do; opening
   * loads the first page unless the list for that text is already there.
   */
  const setOpen = useCallback(
    (open: boolean) => {
      openRef.current = open;
      if (!open) {
        clearTimeout(timer.current);
        setSearchText('');
        return;
      }
      const current = cursor.current;
      const term = searchTerm(searchText);
      if (current.busy && current.term === term) return;
      if (!current.loaded || current.failed || current.term !== term) load(term, 0);
    },
    [load, searchText],
  );

  /** The typed text changed: search for it once it has rested, if the list is open by then. */
  const search = useCallback(
    (text: string) => {
      setSearchText(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const term = searchTerm(text);
        const current = cursor.current;
        if (!openRef.current) return;
        if (current.term === term && (current.loaded || current.busy) && !current.failed) return;
        load(term, 0);
      }, debounceMs);
    },
    [debounceMs, load],
  );

  /** The list was scrolled to its end: the next page, when there is one and none is on its way. */
  const loadMore = useCallback(() => {
    const current = cursor.current;
    if (current.busy || !current.loaded || !current.hasMore || current.failed) return;
    load(current.term, current.nextOffset);
  }, [load]);

  return { ...view, searchText, search, setOpen, loadMore };
}

/** The search parameter sent for a typed text. */
function searchTerm(text: string): string {
  return text.trim();
}

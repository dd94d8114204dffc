import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { OperationInput, OperationOutput, RendererOperationName } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { staleTimeOf } from './query-stale-times';

/** Every read of the gateway is cached under its operation's name and input, nothing else. */
export type OperationQueryKey<N extends RendererOperationName> = readonly [N, OperationInput<N>];

/**
 * The query options of a renderer operation: the key `[name, input]`, a read through the bridge
 * (a refusal is thrown as a BridgeError) and the operation's stale time. The key carries the
 * answer's type, so `setQueryData(operationQuery(...).queryKey, ...)` is checked.
 */
export function operationQuery<N extends RendererOperationName>(name: N, input: OperationInput<N>) {
  const queryKey: OperationQueryKey<N> = [name, input];
  return queryOptions({ queryKey, queryFn: () => callApi(name, input), staleTime: staleTimeOf(name) });
}

/** Operations read a page at a time by an `offset` in their input. */
type PagedOperationName = {
  [N in RendererOperationName]: 'offset' extends keyof OperationInput<N> ? N : never;
}[RendererOperationName];

/** The input of a paged operation without its offset: what every page shares, and the query's key. */
export type PagesInput<N extends PagedOperationName> = Omit<OperationInput<N>, 'offset'>;

/** Where the next page starts, given the last page, all pages so far and the last page's offset; undefined when none is left. */
export type NextOffset<N extends RendererOperationName> = (last: OperationOutput<N>, pages: OperationOutput<N>[], lastOffset: number) => number | undefined;

/** The infinite query options of a paged operation: key `[name, input without offset]`, pages read from offset 0. */
export function operationPagesQuery<N extends PagedOperationName>(name: N, input: PagesInput<N>, nextOffset: NextOffset<N>) {
  const queryKey: readonly [N, PagesInput<N>] = [name, input];
  return infiniteQueryOptions<OperationOutput<N>, Error, InfiniteData<OperationOutput<N>, number>, readonly [N, PagesInput<N>], number>({
    queryKey,
    // Each page's input is the shared input with its offset: a paged operation's input has one.
    queryFn: ({ pageParam }) => callApi(name, { ...input, offset: pageParam } as OperationInput<N>),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: staleTimeOf(name),
  });
}

/** The input a cached query of `name` was read with, or undefined when the key is another operation's. */
export function operationInputOf<N extends RendererOperationName>(queryKey: QueryKey, name: N): OperationInput<N> | undefined {
  return queryKey[0] === name ? (queryKey[1] as OperationInput<N>) : undefined;
}

/**
 * A filter for the cached reads of an operation: all of them, or those whose input holds `input` (a
 * partial input matches every read that includes it). For invalidateQueries, removeQueries, findAll.
 */
export function operationFilter<N extends RendererOperationName>(name: N, input?: Partial<OperationInput<N>>): { queryKey: QueryKey } {
  return { queryKey: input === undefined ? [name] : [name, input] };
}

/** Marks the cached reads of an operation stale (see operationFilter), and reads again those on screen. */
export function invalidateOperation<N extends RendererOperationName>(queryClient: QueryClient, name: N, input?: Partial<OperationInput<N>>): Promise<void> {
  return queryClient.invalidateQueries(operationFilter(name, input));
}

/** A cached answer of an operation, with the input it was read with and when it was read. */
export interface CachedAnswer<N extends RendererOperationName> {
  input: OperationInput<N>;
  data: OperationOutput<N>;
  updatedAt: number;
}

/**
 * Every cached answer of a (not paged) operation. Only operationQuery caches under an operation's
 * name, with `[name, input]` and the operation's answer, so the key says what the data is.
 */
export function cachedAnswers<N extends RendererOperationName>(queryClient: QueryClient, name: N): CachedAnswer<N>[] {
  return queryClient
    .getQueryCache()
    .findAll(operationFilter(name))
    .flatMap((query) =>
      query.state.data === undefined
        ? []
        : [{ input: query.queryKey[1] as OperationInput<N>, data: query.state.data as OperationOutput<N>, updatedAt: query.state.dataUpdatedAt }],
    );
}

/**
 * Puts `next` in place of each cached answer of an operation it changes (it answers undefined for
 * the others), keeping when each was read from the gateway: the age of what is shown (the offline
 * banner's) stays that of the last read, not of a local change.
 */
export function replaceCachedAnswers<N extends RendererOperationName>(
  queryClient: QueryClient,
  name: N,
  next: (answer: OperationOutput<N>, input: OperationInput<N>) => OperationOutput<N> | undefined,
): void {
  for (const cached of cachedAnswers(queryClient, name)) {
    const changed = next(cached.data, cached.input);
    if (changed !== undefined) queryClient.setQueryData(operationQuery(name, cached.input).queryKey, changed, { updatedAt: cached.updatedAt });
  }
}

import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailure } from '@renderer/components/load-failure';

/** A hire's welcome experience that could not be read, with Retry. */
export function ExperienceLoadFailure({ query }: { query: Pick<UseQueryResult, 'error' | 'isFetching' | 'refetch'> }) {
  return (
    <LoadFailure title="The welcome experience could not be loaded" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  );
}

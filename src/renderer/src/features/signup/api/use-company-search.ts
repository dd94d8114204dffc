import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RegisteredCompany } from '@shared/contract/company-register';
import { operationPagesQuery } from '@renderer/lib/query/operation-query';
import { useDebouncedValue } from '@renderer/lib/use-debounced-value';

/** Spec sections 7 and 9: async pickers search after 500 ms and page on by 10. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 500;
export const COMPANY_SEARCH_PAGE_SIZE = 10;
export const COMPANY_SEARCH_MIN_LENGTH = 2;
/** The register answers offsets up to this one. */
const MAX_OFFSET = 990;

function uniqueByNumber(companies: readonly RegisteredCompany[]): RegisteredCompany[] {
  const seen = new Set<string>();
  return companies.filter((company) => {
    if (seen.has(company.company_number)) return false;
    seen.add(company.company_number);
    return true;
  });
}

/**
 * The UK company register lookup. The settled search term is part of the query key, so an answer
 * for an older term lands in its own cache entry and never replaces the list of the newer one.
 */
export function useCompanySearch(searchText: string) {
  const typed = searchText.trim();
  const term = useDebouncedValue(typed, COMPANY_SEARCH_DEBOUNCE_MS);
  const enabled = term.length >= COMPANY_SEARCH_MIN_LENGTH;
  const query = useInfiniteQuery({
    ...operationPagesQuery('companyRegister.search', { search: term }, (lastPage, _pages, lastOffset) => {
      const next = lastOffset + COMPANY_SEARCH_PAGE_SIZE;
      const full = lastPage.data.items.length >= COMPANY_SEARCH_PAGE_SIZE;
      return full && next < lastPage.data.total && next <= MAX_OFFSET ? next : undefined;
    }),
    enabled,
  });
  const companies = useMemo(() => uniqueByNumber(query.data?.pages.flatMap((page) => page.data.items) ?? []), [query.data]);

  return {
    companies,
    /** The user is still typing, or the register is answering. */
    searching: (typed !== term && typed.length >= COMPANY_SEARCH_MIN_LENGTH) || (enabled && query.isFetching),
    tooShort: typed.length < COMPANY_SEARCH_MIN_LENGTH,
    error: query.error,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetching) void query.fetchNextPage();
    },
  };
}

export const ASYNC_SELECT_TEXT = {
  placeholder: 'Type to search',
  loading: 'Loading…',
  loadingMore: 'Loading more…',
  empty: 'No matches',
  failed: 'The list could not be loaded. Search again or reopen the list to retry.',
} as const;

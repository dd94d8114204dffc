/** Spec section 9: search filters write to the URL once typing has rested this long. */
export const FILTER_SEARCH_DEBOUNCE_MS = 1000;
/** Spec sections 7 and 9: async pickers in the filter bar search after 600 ms (500 ms elsewhere). */
export const FILTER_ASYNC_DEBOUNCE_MS = 600;

export const FILTER_BAR_TEXT = {
  region: 'Filters',
  clear: 'Clear Filters',
  searchPlaceholder: 'Search',
  selectPlaceholder: 'All',
  datePlaceholder: 'MM/DD/YYYY',
  numberPlaceholder: 'Any',
  notANumber: 'Write a number, such as 12 or 10.5.',
  monthPlaceholder: 'Select month',
  rangeStart: 'Start date',
  rangeEnd: 'End date',
} as const;

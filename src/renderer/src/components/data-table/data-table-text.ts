/** The data table's words: spec sections 2 and 8 ('Invalid', 'Showing X of Y', Previous/Next). */
export const DATA_TABLE_TEXT = {
  serialTitle: 'S.No',
  invalidSerial: 'Invalid',
  previous: 'Previous',
  next: 'Next',
  empty: 'No records to show',
  errorTitle: 'The records could not be loaded.',
  retry: 'Retry',
  loading: 'Loading records…',
  showing: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)}`,
  pageOf: (page: number, pageCount: number) => `Page ${formatCount(page)} of ${formatCount(pageCount)}`,
  pages: (label: string) => `${label} pages`,
  selectAll: 'Select all',
  selectRow: (rowLabel: string) => `Select ${rowLabel}`,
} as const;

const counts = new Intl.NumberFormat('en-GB');

function formatCount(value: number): string {
  return counts.format(value);
}

/** Spec section 9: serial numbers count in pages of 10. */
export const DEFAULT_PAGE_SIZE = 10;

/** What the company settings calls answer in `message`, and why they refuse. */
export const COMPANY_TEXT = {
  details: 'Company details.',
  departments: 'Departments.',
  locations: 'Locations.',
  otherCriteria: 'Other criteria.',
  users: 'Users.',
} as const;

/** The largest logo the welcome experience inlines. */
export const MAX_LOGO_BYTES = 512 * 1024;

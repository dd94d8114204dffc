/** What the company settings calls answer in `message`, and why they refuse. */
export const COMPANY_TEXT = {
  details: 'Company details.',
  brandingSaved: 'Branding saved.',
  departments: 'Departments.',
  locations: 'Locations.',
  otherCriteria: 'Other criteria.',
  users: 'Users.',
  logoNotFound: 'This file does not exist in your company. Upload the logo again.',
  logoNotImage: 'The logo must be an image (JPEG, PNG, GIF or WebP).',
  logoTooLarge: 'The logo must be at most 512 kB.',
} as const;

/** The largest logo the welcome experience inlines. */
export const MAX_LOGO_BYTES = 512 * 1024;

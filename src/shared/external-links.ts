/** The public pages the app may open outside itself; their URLs come from configuration. */
export const EXTERNAL_LINKS = ['termsOfService', 'privacyPolicy'] as const;
export type ExternalLink = (typeof EXTERNAL_LINKS)[number];

/** Where the onboarding gateway serves its own documents; the default target of each link. */
export const LEGAL_PAGE_PATHS: Readonly<Record<ExternalLink, string>> = {
  termsOfService: '/legal/terms-of-service',
  privacyPolicy: '/legal/privacy-policy',
};

import { EXTERNAL_LINKS, LEGAL_PAGE_PATHS, type ExternalLink } from '@shared/external-links';

/** The one URL each public page opens; nothing else may be opened outside the app. */
export type ExternalLinkUrls = Readonly<Record<ExternalLink, string>>;

/** The environment variable that sets each page; unset, the onboarding gateway's own page is used. */
export const EXTERNAL_LINK_ENV: Readonly<Record<ExternalLink, string>> = {
  termsOfService: 'HCM_TERMS_URL',
  privacyPolicy: 'HCM_PRIVACY_URL',
};

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function checkedPageUrl(variable: string, value: string): string {
  const problem = `${variable} must be an https URL (http only on 127.0.0.1 or localhost), such as https://example.com/terms; got "${value}".`;
  if (!URL.canParse(value)) throw new Error(problem);
  const url = new URL(value);
  // Said without the value, which holds the password.
  if (url.username !== '' || url.password !== '') throw new Error(`${variable} must not carry a user name or password.`);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  if (!secure) throw new Error(problem);
  return url.href;
}

/**
 * The Terms of Service and Privacy Policy URLs: HCM_TERMS_URL and HCM_PRIVACY_URL when set, else
 * the pages of the onboarding gateway at onboardingGatewayUrl. A bad value fails with a sentence
 * naming the variable.
 */
export function externalLinksFromEnv(env: NodeJS.ProcessEnv, onboardingGatewayUrl: string): ExternalLinkUrls {
  const base = onboardingGatewayUrl.replace(/\/+$/, '');
  const entries = EXTERNAL_LINKS.map((link) => {
    const variable = EXTERNAL_LINK_ENV[link];
    const value = env[variable]?.trim();
    return [link, value ? checkedPageUrl(variable, value) : `${base}${LEGAL_PAGE_PATHS[link]}`] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<ExternalLink, string>);
}

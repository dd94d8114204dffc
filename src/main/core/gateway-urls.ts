import { GATEWAY_NAMES, type GatewayName } from '@shared/contract/operation';
import type { GatewayUrls } from './types';

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:4100';

/** The environment variable that overrides each gateway; all default to GATEWAY_URL. */
const GATEWAY_ENV: Record<GatewayName, string> = {
  onboarding: 'GATEWAY_URL',
  recruiting: 'RECRUITING_GATEWAY_URL',
  performance: 'PERFORMANCE_GATEWAY_URL',
  clockLog: 'CLOCK_LOG_GATEWAY_URL',
  hr: 'HR_GATEWAY_URL',
  fileStore: 'FILE_STORE_GATEWAY_URL',
};

function checkedUrl(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an http or https URL such as ${DEFAULT_GATEWAY_URL}; got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${variable} must be an http or https URL such as ${DEFAULT_GATEWAY_URL}; got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** Base URL of each gateway from the environment; a bad value fails with a sentence naming the variable. */
export function gatewayUrlsFromEnv(env: NodeJS.ProcessEnv): GatewayUrls {
  const fallback = checkedUrl(GATEWAY_ENV.onboarding, env[GATEWAY_ENV.onboarding]?.trim() || DEFAULT_GATEWAY_URL);
  const entries = GATEWAY_NAMES.map((name) => {
    const variable = GATEWAY_ENV[name];
    const value = env[variable]?.trim();
    return [name, value ? checkedUrl(variable, value) : fallback] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<GatewayName, string>);
}

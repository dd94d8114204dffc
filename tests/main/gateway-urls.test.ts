import { describe, expect, it } from 'vitest';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';

describe('gatewayUrlsFromEnv', () => {
  it('points every gateway at the local onboarding gateway by default', () => {
    expect(gatewayUrlsFromEnv({})).toEqual({
      onboarding: 'http://127.0.0.1:4100',
      recruiting: 'http://127.0.0.1:4100',
      performance: 'http://127.0.0.1:4100',
      clockLog: 'http://127.0.0.1:4100',
      hr: 'http://127.0.0.1:4100',
      fileStore: 'http://127.0.0.1:4100',
    });
  });

  it('lets each gateway have its own URL, the others following GATEWAY_URL', () => {
    const urls = gatewayUrlsFromEnv({ GATEWAY_URL: 'https://onboarding.example/', HR_GATEWAY_URL: 'https://hr.example/api' });
    expect(urls.onboarding).toBe('https://onboarding.example');
    expect(urls.hr).toBe('https://hr.example/api');
    expect(urls.fileStore).toBe('https://onboarding.example');
  });

  it.each([
    ['GATEWAY_URL', 'ftp://files.example'],
    ['RECRUITING_GATEWAY_URL', 'not a url'],
  ])('refuses %s=%s with a sentence naming the variable', (variable, value) => {
    expect(() => gatewayUrlsFromEnv({ [variable]: value })).toThrow(new RegExp(`^${variable} must be an http or https URL`));
  });
});

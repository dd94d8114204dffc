import { describe, expect, it } from 'vitest';
import { externalLinksFromEnv } from '@main/core/external-links';

describe('externalLinksFromEnv', () => {
  it("points both links at the onboarding gateway's own pages by default", () => {
    expect(externalLinksFromEnv({}, 'https://onboarding.example/api/')).toEqual({
      termsOfService: 'https://onboarding.example/api/legal/terms-of-service',
      privacyPolicy: 'https://onboarding.example/api/legal/privacy-policy',
    });
  });

  it('takes each page from its own variable, the other keeping its default', () => {
    expect(externalLinksFromEnv({ HCM_TERMS_URL: ' https://acme.example/terms ' }, 'http://127.0.0.1:4100')).toEqual({
      termsOfService: 'https://acme.example/terms',
      privacyPolicy: 'http://127.0.0.1:4100/legal/privacy-policy',
    });
    expect(externalLinksFromEnv({ HCM_PRIVACY_URL: 'https://acme.example/privacy#data', HCM_TERMS_URL: '' }, 'http://127.0.0.1:4100')).toEqual({
      termsOfService: 'http://127.0.0.1:4100/legal/terms-of-service',
      privacyPolicy: 'https://acme.example/privacy#data',
    });
  });

  it.each(['http://localhost:8080/terms', 'http://127.0.0.1/terms', 'http://127.1.2.3:9/terms', 'http://[::1]:8080/terms'])(
    'allows plain http on loopback: %s',
    (value) => {
      expect(externalLinksFromEnv({ HCM_TERMS_URL: value }, 'http://127.0.0.1:4100').termsOfService).toBe(value);
    },
  );

  it.each([
    ['HCM_TERMS_URL', 'http://acme.example/terms'],
    ['HCM_TERMS_URL', 'http://127.0.0.1.evil.example/terms'],
    ['HCM_PRIVACY_URL', 'ftp://acme.example/privacy'],
    ['HCM_PRIVACY_URL', 'javascript:alert(1)'],
    ['HCM_PRIVACY_URL', 'file:///etc/passwd'],
    ['HCM_TERMS_URL', 'acme.example/terms'],
  ])('refuses %s=%s with a sentence naming the variable', (variable, value) => {
    expect(() => externalLinksFromEnv({ [variable]: value }, 'http://127.0.0.1:4100')).toThrow(
      new RegExp(`^${variable} must be an https URL .*got "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    );
  });

  it('refuses a URL that carries credentials, without repeating them', () => {
    for (const value of ['https://user:secret@acme.example/terms', 'http://user:secret@acme.example/terms']) {
      const attempt = () => externalLinksFromEnv({ HCM_TERMS_URL: value }, 'http://127.0.0.1:4100');
      expect(attempt).toThrow('HCM_TERMS_URL must not carry a user name or password.');
      expect(attempt).not.toThrow(/secret/);
    }
  });
});

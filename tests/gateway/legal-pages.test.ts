import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/server';
import { LEGAL_PAGE_PATHS } from '../../src/shared/external-links';
import { databaseTargets, type DatabaseTarget } from './databases';
import { openTestGateway, TEST_SECRET, type TestGateway } from './test-gateway';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const sqlite = databaseTargets.find((target) => target.name === 'sqlite') as DatabaseTarget;

function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the legal pages as bundled', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await openTestGateway(sqlite);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it.each([
    [LEGAL_PAGE_PATHS.termsOfService, 'Terms of Service'],
    [LEGAL_PAGE_PATHS.privacyPolicy, 'Privacy Policy'],
  ])('serves %s as a branded HTML page to any browser, without the product header', async (path, title) => {
    const response = await gateway.call({ method: 'GET', url: path, product: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain(`<title>${title} · HCM Onboarding</title>`);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain('<header>HCM Onboarding</header>');
    expect(response.body).not.toContain('{{');
  });

  it.each(Object.values(LEGAL_PAGE_PATHS))('sends %s with a CSP that allows its inline styles and nothing else', async (path) => {
    const response = await gateway.call({ method: 'GET', url: path, product: null });
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).not.toMatch(/<script|<img|<link|<iframe|\ssrc=|url\(/i);
  });

  it('answers HEAD as well, as link checkers and browsers may ask', async () => {
    const response = await gateway.app.inject({ method: 'HEAD', url: LEGAL_PAGE_PATHS.privacyPolicy });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(CSP);
  });

  it('says what the terms cover: accounts, customer data, acceptable use, termination, liability, contact', async () => {
    const text = textOf((await gateway.call({ method: 'GET', url: LEGAL_PAGE_PATHS.termsOfService, product: null })).body);
    for (const heading of ['Accounts and access', 'Customer data', 'Acceptable use', 'Suspension and termination', 'Liability', 'Contact']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('controller of that personal data and we act as its processor');
    expect(text).toContain('provided by the operator of this HCM Onboarding service');
  });

  it('says what is processed, why, how long, by whom, and which rights people have', async () => {
    const text = textOf((await gateway.call({ method: 'GET', url: LEGAL_PAGE_PATHS.privacyPolicy, product: null })).body);
    for (const heading of ['What we process', 'Why we process it', 'How long we keep it', 'Who else is involved', 'Your rights', 'Contact']) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/hosting and infrastructure providers.*email delivery providers/);
    expect(text).toMatch(/right to access.*corrected or deleted.*portable format/);
    expect(text).toContain('the contact named in your organisation’s agreement with the operator of this service');
  });

  it('links each page to the other', async () => {
    const terms = (await gateway.call({ method: 'GET', url: LEGAL_PAGE_PATHS.termsOfService, product: null })).body;
    const privacy = (await gateway.call({ method: 'GET', url: LEGAL_PAGE_PATHS.privacyPolicy, product: null })).body;
    expect(terms).toContain('<a href="privacy-policy">');
    expect(privacy).toContain('<a href="terms-of-service">');
  });

  it('keeps the product header rule for everything else under /legal', async () => {
    const response = await gateway.call({ method: 'GET', url: '/legal/cookie-policy', product: null });
    expect(response.statusCode).toBe(400);
  });
});

describe('the legal pages as an operator configures them', () => {
  let workDir: string;
  const opened: TestGateway[] = [];

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'hcm-legal-'));
  });
  afterAll(async () => {
    await Promise.all(opened.map((gateway) => gateway.close()));
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('names the configured operator and contact, escaped, in both pages', async () => {
    const gateway = await openTestGateway(sqlite, { legal: { operatorName: 'Smith & Jones <HR> Ltd', contactEmail: 'privacy@smith-jones.example' } });
    opened.push(gateway);
    for (const path of Object.values(LEGAL_PAGE_PATHS)) {
      const body = (await gateway.call({ method: 'GET', url: path, product: null })).body;
      expect(body, path).toContain('provided by Smith &amp; Jones &lt;HR&gt; Ltd (“we”, “us”)');
      expect(body, path).toContain('<a href="mailto:privacy@smith-jones.example">privacy@smith-jones.example</a>');
      expect(body, path).not.toContain('<HR>');
    }
  });

  it("serves the operator's own documents from LEGAL_DIR, with the same headers", async () => {
    const dir = mkdtempSync(join(workDir, 'own-'));
    writeFileSync(join(dir, 'terms-of-service.html'), '<!doctype html><title>Our terms</title><p>Terms of {{operator}}.</p>');
    writeFileSync(join(dir, 'privacy-policy.html'), '<!doctype html><title>Our privacy</title><p>Write to {{contact}}.</p>');
    const gateway = await openTestGateway(sqlite, { legal: { dir, operatorName: 'Initech', contactEmail: 'dpo@initech.example' } });
    opened.push(gateway);

    const terms = await gateway.call({ method: 'GET', url: LEGAL_PAGE_PATHS.termsOfService, product: null });
    expect(terms.body).toBe('<!doctype html><title>Our terms</title><p>Terms of Initech.</p>');
    expect(terms.headers['content-security-policy']).toBe(CSP);
    const privacy = await gateway.call({ method: 'GET', url: LEGAL_PAGE_PATHS.privacyPolicy, product: null });
    expect(privacy.body).toBe('<!doctype html><title>Our privacy</title><p>Write to <a href="mailto:dpo@initech.example">dpo@initech.example</a>.</p>');
  });

  it('does not start when LEGAL_DIR lacks a document, and names the file', async () => {
    const dir = mkdtempSync(join(workDir, 'partial-'));
    writeFileSync(join(dir, 'terms-of-service.html'), '<p>Terms</p>');
    const database = await sqlite.create();
    try {
      await expect(buildGateway({ database: database.config, jwtSecret: TEST_SECRET, legal: { dir } })).rejects.toThrow(
        /^LEGAL_DIR must hold privacy-policy\.html; .*privacy-policy\.html cannot be read\.$/,
      );
    } finally {
      await database.drop();
    }
  });

  it.each([
    [{ contactEmail: 'not an address' }, /LEGAL_CONTACT_EMAIL\) must be an email address, not "not an address"/],
    [{ operatorName: 'x'.repeat(201) }, /LEGAL_OPERATOR_NAME\) must be 1 to 200 characters long/],
  ])('does not start with a bad setting %j, and says which', async (legal, message) => {
    const database = await sqlite.create();
    try {
      await expect(buildGateway({ database: database.config, jwtSecret: TEST_SECRET, legal })).rejects.toThrow(message);
    } finally {
      await database.drop();
    }
  });
});

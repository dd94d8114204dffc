import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXTERNAL_LINKS, LEGAL_PAGE_PATHS, type ExternalLink } from '@shared/external-links';
import { escapeHtml } from '../mail/mail-layout';

/** The documents this gateway ships, beside this module. */
export const BUNDLED_LEGAL_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The file each page is read from, in the bundled folder or in an operator's LEGAL_DIR. */
export const LEGAL_FILES: Readonly<Record<ExternalLink, string>> = {
  termsOfService: 'terms-of-service.html',
  privacyPolicy: 'privacy-policy.html',
};

/** The pages load nothing and run nothing: their own inline styles are all they may use. */
export const LEGAL_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface LegalOptions {
  /** A folder with terms-of-service.html and privacy-policy.html, served instead of the bundled ones. */
  dir?: string;
  /** Who runs this service, named in the documents wherever they say {{operator}}. */
  operatorName?: string;
  /** Where people write about the terms and their personal data; fills {{contact}}. */
  contactEmail?: string;
}

export type LegalPages = Readonly<Record<ExternalLink, string>>;

const DEFAULT_OPERATOR = 'the operator of this HCM Onboarding service';
const DEFAULT_CONTACT = 'the contact named in your organisation’s agreement with the operator of this service';
const MAX_OPERATOR_LENGTH = 200;

function placeholders(options: LegalOptions): Record<string, string> {
  const operatorName = options.operatorName?.trim();
  if (operatorName !== undefined && (operatorName === '' || operatorName.length > MAX_OPERATOR_LENGTH)) {
    throw new Error(`The operator named in the legal pages (LEGAL_OPERATOR_NAME) must be 1 to ${MAX_OPERATOR_LENGTH} characters long.`);
  }
  const contactEmail = options.contactEmail?.trim();
  if (contactEmail !== undefined && !z.email().safeParse(contactEmail).success) {
    throw new Error(`The legal contact (LEGAL_CONTACT_EMAIL) must be an email address, not "${contactEmail}".`);
  }
  const contact =
    contactEmail === undefined ? escapeHtml(DEFAULT_CONTACT) : `<a href="mailto:${escapeHtml(encodeURI(contactEmail))}">${escapeHtml(contactEmail)}</a>`;
  return { operator: escapeHtml(operatorName ?? DEFAULT_OPERATOR), contact };
}

async function readPage(dir: string, file: string, custom: boolean): Promise<string> {
  const path = join(dir, file);
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new Error(custom ? `LEGAL_DIR must hold ${file}; ${path} cannot be read.` : `The gateway's ${file} is missing at ${path}.`);
  }
}

/**
 * Reads both documents once, at start-up, so a missing or unreadable file stops the gateway with
 * a sentence rather than failing a reader later; fills in the operator and the contact.
 */
export async function loadLegalPages(options: LegalOptions = {}): Promise<LegalPages> {
  const values = placeholders(options);
  const custom = options.dir !== undefined;
  const dir = custom ? resolve(options.dir as string) : BUNDLED_LEGAL_DIR;
  const entries = await Promise.all(
    EXTERNAL_LINKS.map(async (link) => {
      const source = await readPage(dir, LEGAL_FILES[link], custom);
      return [link, source.replace(/\{\{(operator|contact)\}\}/g, (_match, name: string) => values[name] ?? '')] as const;
    }),
  );
  return Object.freeze(Object.fromEntries(entries) as Record<ExternalLink, string>);
}

/** The public pages the desktop's Terms of Service and Privacy Policy links open by default. */
export function registerLegalPages(app: FastifyInstance, pages: LegalPages): void {
  for (const link of EXTERNAL_LINKS) {
    app.get(LEGAL_PAGE_PATHS[link], { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .headers({
          'content-security-policy': LEGAL_PAGE_CSP,
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'cache-control': 'public, max-age=300',
        })
        .send(pages[link]),
    );
  }
}

/** The paths of the pages, which a browser opens without the product header. */
export const LEGAL_PATHS: readonly string[] = EXTERNAL_LINKS.map((link) => LEGAL_PAGE_PATHS[link]);

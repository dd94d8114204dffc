import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new value for one of the host's cookies: a session id or a remember-me id. */
export function newBrowserToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie's value could be one the host gave; anything else is treated as no cookie at all. */
export function isBrowserToken(value: string | undefined): value is string {
  return value !== undefined && BROWSER_TOKEN.test(value);
}

/** What the host keeps of a token: its hash, so nothing read from the host's files or keychain names a cookie. */
export function browserTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { describe, expect, it } from 'vitest';
import { fillPath, normalisedPath, pathParamNames } from '@shared/contract/operation';
import { operations, rendererOperationNames } from '@shared/contract/registry';
import { isKnownPermission, PERMISSION_CATALOGUE } from '@shared/permissions';

describe('the contract', () => {
  it('registers every operation under its own name', () => {
    for (const [key, operation] of Object.entries(operations)) expect(operation.name).toBe(key);
  });

  it('keeps the auth calls of spec section 7 word for word', () => {
    const calls = Object.values(operations).map((operation) => `${operation.method} ${operation.path}`);
    expect(calls).toEqual(expect.arrayContaining(['PUT auth/signin', 'PUT auth/refresh-token', 'POST users/logout']));
  });

  it('never lets the renderer run a call that creates or spends tokens', () => {
    for (const name of ['auth.signIn', 'auth.refreshToken', 'users.logout']) expect(rendererOperationNames()).not.toContain(name);
    expect(rendererOperationNames()).toEqual(expect.arrayContaining(['users.me', 'auth.forgotPassword', 'auth.changePassword']));
  });

  it('keeps the password and sign-up calls of spec section 7 word for word', () => {
    const calls = Object.values(operations).map((operation) => `${operation.method} ${operation.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST auth/change-password',
        'POST auth/signup-company',
        'POST /auth/forgot-password',
        'POST /auth/set-new-password',
        'POST /auth/confirm-forgot-password',
      ]),
    );
  });

  it('fills path parameters, encoded', () => {
    expect(pathParamNames('/NewHire/get-hire/{hiresId}')).toEqual(['hiresId']);
    expect(fillPath('NewHire/get-hire/{hiresId}', { hiresId: 'a/b c' })).toBe('/NewHire/get-hire/a%2Fb%20c');
    expect(normalisedPath('/auth/forgot-password')).toBe('/auth/forgot-password');
  });

  it('rejects a sign-in email the spec calls invalid, with its message', () => {
    const result = operations['auth.signIn'].input.safeParse({ email: 'not-an-email', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter valid email');
  });
});

describe('the permission catalogue', () => {
  it('holds unique dotted ids with the spec prefixes', () => {
    expect(new Set(PERMISSION_CATALOGUE).size).toBe(PERMISSION_CATALOGUE.length);
    for (const id of PERMISSION_CATALOGUE) expect(id).toMatch(/^(prf|onb|rct|sso|bzh)(\.[a-z0-9_]+)+$/);
    expect(isKnownPermission('onb.new_hires.view')).toBe(true);
    expect(isKnownPermission('onb.anything.else')).toBe(false);
  });
});

describe('the sign-up country list', () => {
  it('puts the fifteen named countries first, in order, then the rest alphabetically, about 197 in all', async () => {
    const { COUNTRIES, PRIORITY_COUNTRIES } = await import('@shared/countries');
    expect(COUNTRIES.slice(0, 15)).toEqual([...PRIORITY_COUNTRIES]);
    expect(COUNTRIES[0]).toBe('United Kingdom');
    expect(COUNTRIES[14]).toBe('Spain');
    const rest = COUNTRIES.slice(15);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.length).toBe(197);
  });
});

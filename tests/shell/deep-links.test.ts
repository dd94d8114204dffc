import { BRIDGE } from '@shared/bridge';
import { createDeepLinkNavigation, type NavigationTarget } from '@main/shell/deep-link-navigation';
import { deepLinkIn, deepLinkPath } from '@main/shell/deep-links';
import { describe, expect, it } from 'vitest';

describe('deepLinkPath: the screen an hcm:// link may open', () => {
  it.each([
    ['hcm://set-new-password?userId=u-1', '/set-new-password?userId=u-1'],
    ['hcm://reset-password?userId=u-1&code=123456', '/reset-password?userId=u-1&code=123456'],
    ['hcm://otp-verification?id=casey%40acme.example&type=email', '/otp-verification?id=casey%40acme.example&type=email'],
    ['hcm://sign-in', '/sign-in'],
    ['hcm://forgot-password', '/forgot-password'],
  ])('maps %s to %s', (link, path) => {
    expect(deepLinkPath(link)).toBe(path);
  });

  it('maps the links the gateway puts in its mails', async () => {
    const { mailLink } = await import('../../src/gateway/mail/mail-links');
    const reset = mailLink('http://127.0.0.1:5180', 'resetPassword', { userId: '0b6f1c2e-9d1a-4c55-8f00-2a1b3c4d5e6f', code: 'A1b2+C3/=' });
    expect(deepLinkPath(reset.desktop)).toBe('/reset-password?userId=0b6f1c2e-9d1a-4c55-8f00-2a1b3c4d5e6f&code=A1b2%2BC3%2F%3D');
    const otp = mailLink('http://127.0.0.1:5180', 'otpVerification', { id: 'casey+hr@acme.example', type: 'email' });
    expect(new URLSearchParams(deepLinkPath(otp.desktop)?.split('?')[1]).get('id')).toBe('casey+hr@acme.example');
    expect(deepLinkPath(mailLink('http://127.0.0.1:5180', 'signIn').desktop)).toBe('/sign-in');
    expect(deepLinkPath(mailLink('http://127.0.0.1:5180', 'forgotPassword').desktop)).toBe('/forgot-password');
  });

  it('keeps only the parameters the screen reads, in its own order, dropping the rest', () => {
    expect(deepLinkPath('hcm://set-new-password?returnTo=%2Fsettings&userId=u-1&code=9&userId=u-2')).toBe('/set-new-password?userId=u-1');
    expect(deepLinkPath('hcm://reset-password?code=42&admin=true&userId=u-7')).toBe('/reset-password?userId=u-7&code=42');
    expect(deepLinkPath('hcm://otp-verification?type=phone&id=a%40b.example&next=https%3A%2F%2Fevil.example')).toBe(
      '/otp-verification?id=a%40b.example&type=phone',
    );
    expect(deepLinkPath('hcm://sign-in?returnTo=https%3A%2F%2Fevil.example')).toBe('/sign-in');
    expect(deepLinkPath('hcm://forgot-password?email=a%40b.example')).toBe('/forgot-password');
  });

  it('opens the screen without a query when none of its parameters is given', () => {
    expect(deepLinkPath('hcm://set-new-password')).toBe('/set-new-password');
    expect(deepLinkPath('hcm://reset-password?foo=bar')).toBe('/reset-password');
  });

  it('decodes each value once and encodes it again for the app', () => {
    expect(deepLinkPath('hcm://reset-password?userId=a%20b&code=%3Cscript%3E')).toBe('/reset-password?userId=a+b&code=%3Cscript%3E');
    const path = deepLinkPath('hcm://set-new-password?userId=%2F..%2Fhome%3Fx%3D1%26y');
    expect(path).toBe('/set-new-password?userId=%2F..%2Fhome%3Fx%3D1%26y');
    expect(new URLSearchParams(path?.split('?')[1]).get('userId')).toBe('/../home?x=1&y');
  });

  it('accepts the scheme and the screen in any case, and a trailing slash', () => {
    expect(deepLinkPath('HCM://set-new-password?userId=u-1')).toBe('/set-new-password?userId=u-1');
    expect(deepLinkPath('Hcm://Reset-Password/?userId=u-1&code=2')).toBe('/reset-password?userId=u-1&code=2');
  });

  it('keeps the case of the values', () => {
    expect(deepLinkPath('hcm://reset-password?userId=AbC&code=XyZ')).toBe('/reset-password?userId=AbC&code=XyZ');
  });

  it.each([
    'hcm://home',
    'hcm://change-password',
    'hcm://sign-up',
    'hcm://settings/users',
    'hcm://set-new-password/../home?userId=u-1',
    'hcm://set-new-password/extra?userId=u-1',
    'hcm://evil.example/set-new-password?userId=u-1',
    'hcm://user:secret@set-new-password?userId=u-1',
    'hcm://set-new-password:8080?userId=u-1',
    'hcm://set%2Dnew-password?userId=u-1',
    'hcm://constructor',
    'hcm://__proto__',
    'hcm:set-new-password?userId=u-1',
    'hcm:///set-new-password?userId=u-1',
    'hcms://set-new-password?userId=u-1',
    'https://set-new-password?userId=u-1',
    'http://127.0.0.1:5180/set-new-password?userId=u-1',
    'javascript:alert(1)//hcm://set-new-password',
    'file:///set-new-password',
    '/set-new-password?userId=u-1',
    '',
  ])('refuses %s', (link) => {
    expect(deepLinkPath(link)).toBeNull();
  });

  it('refuses a link too long to be one of ours', () => {
    expect(deepLinkPath(`hcm://set-new-password?userId=${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('deepLinkIn: the link among a start command line', () => {
  it('finds the hcm:// argument, whatever its case, or nothing', () => {
    expect(deepLinkIn(['/opt/HCM Onboarding/hcm-onboarding', '--no-sandbox', 'HCM://reset-password?userId=u&code=1'])).toBe(
      'HCM://reset-password?userId=u&code=1',
    );
    expect(deepLinkIn(['/opt/HCM Onboarding/hcm-onboarding', '--flag'])).toBeNull();
  });
});

class FakeContents implements NavigationTarget {
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  destroyed = false;
  private readonly loadListeners: Array<() => void> = [];
  on(_event: 'did-finish-load', listener: () => void): this {
    this.loadListeners.push(listener);
    return this;
  }
  finishLoad(): void {
    for (const listener of this.loadListeners) listener();
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
}

describe('createDeepLinkNavigation: handing the screen to the window', () => {
  it('keeps a link that arrives before the window exists until its page has loaded', () => {
    const navigation = createDeepLinkNavigation();
    navigation.open('hcm://set-new-password?userId=u-1');
    const contents = new FakeContents();
    navigation.attach(contents);
    expect(contents.sent).toEqual([]);
    contents.finishLoad();
    expect(contents.sent).toEqual([{ channel: BRIDGE.navigation.onNavigate.channel, payload: '/set-new-password?userId=u-1' }]);
    contents.finishLoad();
    expect(contents.sent).toHaveLength(1);
  });

  it('sends at once once the page has loaded, and only the latest of the links that waited', () => {
    const navigation = createDeepLinkNavigation();
    const contents = new FakeContents();
    navigation.attach(contents);
    navigation.open('hcm://set-new-password?userId=u-1');
    navigation.open('hcm://reset-password?userId=u-1&code=7');
    contents.finishLoad();
    navigation.open('hcm://otp-verification?id=a%40b.example&type=email');
    expect(contents.sent.map((message) => message.payload)).toEqual(['/reset-password?userId=u-1&code=7', '/otp-verification?id=a%40b.example&type=email']);
  });

  it('sends nothing for a link that names no allowed screen', () => {
    const navigation = createDeepLinkNavigation();
    const contents = new FakeContents();
    navigation.attach(contents);
    contents.finishLoad();
    navigation.open('hcm://home');
    navigation.open('https://evil.example/');
    expect(contents.sent).toEqual([]);
  });

  it('hands a waiting link to a new window when the old one is gone', () => {
    const navigation = createDeepLinkNavigation();
    const closed = new FakeContents();
    navigation.attach(closed);
    closed.finishLoad();
    closed.destroyed = true;
    navigation.open('hcm://set-new-password?userId=u-9');
    const reopened = new FakeContents();
    navigation.attach(reopened);
    closed.finishLoad();
    reopened.finishLoad();
    expect(closed.sent).toEqual([]);
    expect(reopened.sent).toEqual([{ channel: BRIDGE.navigation.onNavigate.channel, payload: '/set-new-password?userId=u-9' }]);
  });
});

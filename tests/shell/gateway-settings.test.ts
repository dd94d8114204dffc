import type { GatewayUrls } from '@main/core/types';
import { resolveGatewayUrls } from '@main/shell/gateway-settings';
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron-store', async () => import('./support/fake-electron-store'));

const fromEnv: GatewayUrls = {
  onboarding: 'http://127.0.0.1:4100',
  recruiting: 'http://127.0.0.1:4100',
  performance: 'http://127.0.0.1:4100',
  clockLog: 'http://127.0.0.1:4100',
  hr: 'http://127.0.0.1:4100',
  fileStore: 'http://127.0.0.1:4100',
};

describe('resolveGatewayUrls', () => {
  it('uses the environment when nothing is stored', () => {
    expect(resolveGatewayUrls(fromEnv, undefined)).toEqual(fromEnv);
  });

  it('lets stored URLs override the environment, gateway by gateway', () => {
    expect(resolveGatewayUrls(fromEnv, { onboarding: 'https://onboarding.acme.example' })).toEqual({
      ...fromEnv,
      onboarding: 'https://onboarding.acme.example',
    });
  });

  it('ignores stored settings that are not http(s) URLs of known gateways, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveGatewayUrls(fromEnv, { onboarding: 'file:///etc/passwd' })).toEqual(fromEnv);
    expect(resolveGatewayUrls(fromEnv, { payroll: 'https://payroll.example' })).toEqual(fromEnv);
    expect(resolveGatewayUrls(fromEnv, 'https://one.example')).toEqual(fromEnv);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy } from '@main/shell/content-security-policy';
import { resolveRendererFile } from '@main/shell/renderer-files';
import { createRendererHandler } from '@main/shell/renderer-protocol';
import { beforeAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'hcm-out-'));
const rendererDir = join(outDir, 'renderer');

beforeAll(() => {
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>HCM Onboarding</title>');
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(outDir, 'secret.txt'), 'not for the renderer');
});

describe('resolveRendererFile', () => {
  it('serves index.html for client-side routes', () => {
    for (const url of ['app://renderer/', 'app://renderer/sign-in?returnTo=%2Fdashboard', 'app://renderer/new-hires/42']) {
      expect(resolveRendererFile(rendererDir, url)).toMatchObject({ kind: 'file', path: join(rendererDir, 'index.html') });
    }
  });

  it('serves assets by path with their content type', () => {
    expect(resolveRendererFile(rendererDir, 'app://renderer/assets/index-abc.js')).toEqual({
      kind: 'file',
      path: join(rendererDir, 'assets', 'index-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
  });

  it('refuses paths that climb out of the renderer folder, however encoded', () => {
    for (const url of [
      'app://renderer/..%2Fsecret.txt',
      'app://renderer/assets/..%2F..%2Fsecret.txt',
      'app://renderer/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://renderer/..%5Csecret.txt',
    ]) {
      expect(resolveRendererFile(rendererDir, url).kind, url).toBe('refused');
    }
  });

  it('refuses other hosts and schemes', () => {
    expect(resolveRendererFile(rendererDir, 'app://elsewhere/index.html')).toEqual({ kind: 'refused', reason: 'foreign-origin' });
    expect(resolveRendererFile(rendererDir, 'file:///etc/passwd')).toEqual({ kind: 'refused', reason: 'foreign-origin' });
  });

  it('refuses malformed escapes', () => {
    expect(resolveRendererFile(rendererDir, 'app://renderer/%E0%A4%A.js')).toEqual({ kind: 'refused', reason: 'bad-path' });
  });
});

describe('the app:// handler', () => {
  const handle = createRendererHandler(rendererDir);

  it('answers a route with index.html and the CSP header', async () => {
    const response = await handle(new Request('app://renderer/dashboard'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>HCM Onboarding</title>');
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const response = await handle(new Request('app://renderer/assets/missing.js'));
    expect(response.status).toBe(404);
  });

  it('never answers a file outside the renderer folder', async () => {
    const response = await handle(new Request('app://renderer/..%2Fsecret.txt'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('not for the renderer');
  });

  it('serves only reads', async () => {
    const response = await handle(new Request('app://renderer/index.html', { method: 'POST', body: 'x' }));
    expect(response.status).toBe(405);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { FILE_IMAGE_MESSAGES } from '@main/core/file-images';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { MAX_IMAGE_BYTES, type StoredFile } from '@shared/files';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, pngOfSize } from '../gateway/sample-files';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

function newCore() {
  return createAppCore({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
    product: 'ONBOARDING',
    preferences: createMemoryPreferences(),
    vault: createMemoryVault(),
  });
}

async function signedIn() {
  const core = newCore();
  const result = await core.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
  if (!result.ok) throw new Error(`The demo sign-in failed: ${result.error.message}`);
  return core;
}

async function stored(core: ReturnType<typeof newCore>, name: string, bytes: Uint8Array): Promise<StoredFile> {
  const result = await core.files.upload({ uploadId: name, name, bytes });
  if (!result.ok) throw new Error(`The upload failed: ${result.error.message}`);
  return result.data;
}

describe('core image read', () => {
  it('answers a stored image the user may read as a data: URL of its own type', async () => {
    const core = await signedIn();
    for (const [name, bytes, type] of [
      ['logo.png', SAMPLE_PNG, 'image/png'],
      ['photo.jpg', SAMPLE_JPEG, 'image/jpeg'],
    ] as const) {
      const file = await stored(core, name, bytes);
      expect(await core.files.image({ fileId: file.id })).toEqual({
        ok: true,
        data: { fileId: file.id, dataUrl: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` },
      });
    }
  });

  it('refuses a file that is no image, and an image larger than the renderer is handed', async () => {
    const core = await signedIn();
    const pdf = await stored(core, 'offer.pdf', SAMPLE_PDF);
    expect(await core.files.image({ fileId: pdf.id })).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 415, message: FILE_IMAGE_MESSAGES.notImage }),
    });

    const large = await stored(core, 'huge.png', pngOfSize(MAX_IMAGE_BYTES + 1));
    expect(await core.files.image({ fileId: large.id })).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 413, message: FILE_IMAGE_MESSAGES.tooLarge }),
    });
    const largest = await stored(core, 'largest.png', pngOfSize(MAX_IMAGE_BYTES));
    expect((await core.files.image({ fileId: largest.id })).ok).toBe(true);
  });

  it('passes on the file store’s refusal of an unknown file, and asks for a sign-in when nobody is signed in', async () => {
    const core = await signedIn();
    const unknown = await core.files.image({ fileId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown).toEqual({ ok: false, error: expect.objectContaining({ status: 404, message: "This file does not exist in your company's file store." }) });

    const signedOut = await newCore().files.image({ fileId: '00000000-0000-4000-8000-000000000000' });
    expect(signedOut).toEqual({ ok: false, error: expect.objectContaining({ status: 401, message: GATEWAY_MESSAGES.sessionRequired }) });
    expect(await core.files.image({ fileId: '' })).toMatchObject({ ok: false, error: { status: 400 } });
  });
});

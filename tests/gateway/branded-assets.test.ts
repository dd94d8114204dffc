import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_TEXT, type BrandAssetKind } from '../../src/shared/brand';
import type { BrandedAssets, CompanyDetails } from '../../src/shared/contract/settings';
import type { StoredFile } from '../../src/shared/files';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, addOperationsAndNewHire, failure, openHiresGateway } from './new-hires-gateway';
import { SAMPLE_GIF, SAMPLE_PDF, SAMPLE_PNG, pngOfSides, uploadFile } from './sample-files';

const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';
const NO_ASSETS: Record<BrandAssetKind, string | null> = { logoLight: null, logoDark: null, icon: null, emailHeader: null, hero: null };

/** An image of each kind that fits its limits. */
const FITTING: Record<BrandAssetKind, Uint8Array> = {
  logoLight: pngOfSides(240, 64),
  logoDark: pngOfSides(240, 64),
  icon: pngOfSides(64, 64),
  emailHeader: pngOfSides(600, 120),
  hero: pngOfSides(1200, 400),
};

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`branded assets on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;

    const upload = async (bytes: Uint8Array, name = 'image.png', person: Person = gateway.admin): Promise<string> => {
      const response = await uploadFile(gateway.app, person.token, [{ field: 'file', name, bytes }]);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StoredFile>().id;
    };
    const branding = async (token?: string): Promise<BrandedAssets> => {
      const response = await gateway.request('GET', '/settings/branded-assets', { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: BrandedAssets }>().data;
    };
    const save = async (
      change: { brandColor?: string; website?: string | null; assets?: Partial<Record<BrandAssetKind, string | null>>; version?: number },
      token?: string,
    ) => {
      const current = await branding();
      const body = { version: current.version, brandColor: '#0f766e', website: null, ...change, assets: { ...NO_ASSETS, ...change.assets } };
      return gateway.request('PUT', '/settings/branded-assets', { token, body });
    };
    const check = (kind: BrandAssetKind, fileId: string, token?: string) =>
      gateway.request('POST', '/settings/branded-assets/check', { token, body: { kind, fileId } });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'brandco', { fileStore: { uploadsPerMinute: 1000 } });
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'brandco.example'));
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('starts with the default colour, no assets, at version 1', async () => {
      expect(await branding()).toEqual({ brandColor: '#1d4ed8', assets: NO_ASSETS, website: null, version: 1, updatedAt: null });
    });

    it('checks an upload against its kind by its bytes, answering its facts', async () => {
      const hero = await upload(FITTING.hero, 'hero.png');
      const answer = await check('hero', hero);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        message: BRAND_TEXT.checked,
        data: { fileId: hero, name: 'hero.png', contentType: 'image/png', size: FITTING.hero.byteLength, width: 1200, height: 400 },
      });
    });

    it('refuses an image of the wrong type, bytes or sides, and a file that is not there, with the reason under the field', async () => {
      const cases: [BrandAssetKind, string, string][] = [
        ['logoLight', await upload(SAMPLE_PDF, 'logo.pdf'), BRAND_TEXT.wrongType('logoLight')],
        ['icon', await upload(SAMPLE_GIF, 'icon.gif'), BRAND_TEXT.wrongType('icon')],
        ['icon', await upload(pngOfSides(64, 64, 128 * 1024 + 1)), BRAND_TEXT.tooLarge('icon')],
        ['icon', await upload(pngOfSides(64, 80)), BRAND_TEXT.badSize('icon', 64, 80)],
        ['emailHeader', await upload(pngOfSides(400, 120)), BRAND_TEXT.badSize('emailHeader', 400, 120)],
        ['hero', await upload(SAMPLE_PNG), BRAND_TEXT.badSize('hero', 2, 2)],
        ['hero', await upload(FITTING.hero, 'theirs.png', operations), BRAND_TEXT.notUploaded],
        ['hero', await upload(FITTING.hero, 'globex.png', gateway.globex), BRAND_TEXT.notUploaded],
        ['hero', randomUUID(), BRAND_TEXT.notUploaded],
      ];
      for (const [kind, fileId, message] of cases) {
        const answer = await check(kind, fileId);
        expect(answer.statusCode, message).toBe(400);
        expect(failure(answer)).toMatchObject({ message, fieldErrors: { fileId: [message] } });
      }
    });

    it('saves the colour, the website and every asset, which every user of the company then sees', async () => {
      const ids = Object.fromEntries(
        await Promise.all((Object.keys(FITTING) as BrandAssetKind[]).map(async (kind) => [kind, await upload(FITTING[kind], `${kind}.png`)] as const)),
      ) as Record<BrandAssetKind, string>;
      const saved = await save({ brandColor: '#0F766E', website: 'https://brandco.example', assets: ids });
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = saved.json<{ message: string; data: BrandedAssets }>();
      expect(answer.message).toBe(BRAND_TEXT.saved);
      expect(answer.data).toMatchObject({ brandColor: '#0f766e', website: 'https://brandco.example', version: 2, updatedAt: expect.any(String) });
      expect(answer.data.assets.icon).toEqual({
        fileId: ids.icon,
        name: 'icon.png',
        contentType: 'image/png',
        size: FITTING.icon.byteLength,
        width: 64,
        height: 64,
      });
      expect(answer.data.assets.logoLight).toMatchObject({ fileId: ids.logoLight, width: 240, height: 64 });
      expect(await branding()).toEqual(answer.data);

      const details = (await gateway.request('GET', '/settings/company-details', { token: newHire.token })).json<{ data: CompanyDetails }>().data;
      expect(details).toMatchObject({
        brandColor: '#0f766e',
        logo: { fileId: ids.logoLight },
        assets: { logoDark: ids.logoDark, icon: ids.icon, hero: ids.hero, emailHeader: ids.emailHeader },
      });

      const record = await gateway.db
        .selectFrom('setting_changes')
        .select(['area', 'summary', 'changed_by', 'after_value'])
        .where('company_id', '=', gateway.companyId)
        .where('area', '=', 'branding')
        .execute();
      expect(record).toHaveLength(1);
      expect(record[0]).toMatchObject({ changed_by: gateway.admin.id, summary: expect.stringContaining('Brand colour: #0f766e') });
      expect(record[0]?.after_value).toContain('Small icon: icon.png (64 × 64 px)');

      const cleared = await save({ assets: { logoLight: ids.logoLight } });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json<{ data: BrandedAssets }>().data.assets).toMatchObject({ logoLight: { fileId: ids.logoLight }, hero: null, icon: null });
      expect((await gateway.request('GET', '/settings/company-details')).json<{ data: CompanyDetails }>().data.assets).toEqual({
        logoDark: null,
        icon: null,
        hero: null,
        emailHeader: null,
      });
    });

    it('answers 409 to a change made on a version someone else has changed since', async () => {
      const { version } = await branding();
      expect((await save({ brandColor: '#aa3300', version })).statusCode).toBe(200);
      const stale = await save({ brandColor: '#0f766e', version });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({ message: BRAND_TEXT.stale, code: 'STALE_VERSION' });
      expect((await branding()).brandColor).toBe('#aa3300');
    });

    it('checks every asset again when saving, naming each refused one, and keeps the branding as it was', async () => {
      const before = await branding();
      const icon = await upload(pngOfSides(80, 64));
      const hero = await upload(SAMPLE_PDF, 'hero.pdf');
      const refused = await save({ assets: { logoDark: await upload(FITTING.logoDark), icon, hero } });
      expect(refused.statusCode).toBe(400);
      expect(failure(refused).fieldErrors).toEqual({
        'assets.icon': [BRAND_TEXT.badSize('icon', 80, 64)],
        'assets.hero': [BRAND_TEXT.wrongType('hero')],
      });
      expect(await branding()).toEqual(before);
    });

    it('refuses a brand colour white text is hard to read on, and a website that is not https', async () => {
      const pale = await save({ brandColor: '#38bdf8' });
      expect(pale.statusCode).toBe(400);
      expect(failure(pale).fieldErrors).toEqual({ brandColor: [BRAND_TEXT.lowContrast] });
      const http = await save({ website: 'http://brandco.example' });
      expect(http.statusCode).toBe(400);
      expect(Object.keys(failure(http).fieldErrors ?? {})).toEqual(['website']);
    });

    it('lets only the settings managers check and save, and the new hire not read the page', async () => {
      const image = await upload(FITTING.icon);
      for (const token of [operations.token, newHire.token]) {
        for (const response of [await save({}, token), await check('icon', image, token)]) {
          expect(response.statusCode).toBe(403);
          expect(failure(response).message).toBe(FORBIDDEN);
        }
      }
      expect((await gateway.request('GET', '/settings/branded-assets', { token: newHire.token })).statusCode).toBe(403);
    });
  });
}

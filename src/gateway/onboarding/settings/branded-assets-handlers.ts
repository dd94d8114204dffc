import { BRAND_ASSET_KINDS, BRAND_ASSET_LABELS, BRAND_TEXT, type BrandAssetKind } from '@shared/brand';
import type { BrandAsset, BrandedAssets } from '@shared/contract/settings';
import { recordSettingChange } from '../../criteria/setting-changes';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { badRequest, staleVersion } from '../onboarding-access';
import { STORED_BRAND_ASSET_KINDS, checkBrandAssetFile, loadBrandedAssets } from './brand-assets';

/** The settings area branding changes are recorded under. */
export const BRANDING_AREA = 'branding';

/** `GET settings/branded-assets`: whoever may view the settings. */
export function brandedAssetsHandler(services: GatewayServices): OperationHandler<'settings.brandedAssets'> {
  return async (_input, { caller }) => ({ message: BRAND_TEXT.found, data: await loadBrandedAssets(services.db, caller.companyId) });
}

/** `POST settings/branded-assets/check`: an upload checked against its kind's limits before the page saves it; 400 with the reason under `fileId`. */
export function checkBrandAssetHandler(services: GatewayServices): OperationHandler<'settings.checkBrandAsset'> {
  return async ({ kind, fileId }, { caller }) => {
    const checked = await checkBrandAssetFile(services.db, caller, kind, fileId);
    if ('refusal' in checked) throw badRequest(checked.refusal, { fileId: [checked.refusal] });
    return { message: BRAND_TEXT.checked, data: checked.asset };
  };
}

/** The branding in words, one line each, for the settings change record. */
function brandingInWords(branding: Pick<BrandedAssets, 'brandColor' | 'website' | 'assets'>): string {
  const assetLine = (kind: BrandAssetKind, asset: BrandAsset | null) =>
    `${BRAND_ASSET_LABELS[kind]}: ${asset === null ? 'none' : `${asset.name} (${asset.width} × ${asset.height} px)`}`;
  return [
    'Branding',
    `Brand colour: ${branding.brandColor}`,
    `Website: ${branding.website ?? 'none'}`,
    ...BRAND_ASSET_KINDS.map((kind) => assetLine(kind, branding.assets[kind])),
  ].join('\n');
}

/**
 * `PUT settings/branded-assets`: the brand colour (its contrast checked by the contract), the website
 * and every asset, each checked again by its bytes (an upload may have changed hands since it was
 * checked). 409 when the branding changed since the page read it; the change is recorded.
 */
export function updateBrandedAssetsHandler(services: GatewayServices): OperationHandler<'settings.updateBrandedAssets'> {
  return async ({ version, brandColor, website, assets }, { caller }) => {
    const data = await services.db.transaction().execute(async (trx) => {
      const before = await loadBrandedAssets(trx, caller.companyId);
      if (before.version !== version) throw staleVersion(BRAND_TEXT.stale, { currentVersion: before.version });

      const chosen = { ...before.assets };
      const fieldErrors: Record<string, string[]> = {};
      for (const kind of BRAND_ASSET_KINDS) {
        const fileId = assets[kind];
        if (fileId === null) {
          chosen[kind] = null;
          continue;
        }
        const checked = await checkBrandAssetFile(trx, caller, kind, fileId);
        if ('refusal' in checked) fieldErrors[`assets.${kind}`] = [checked.refusal];
        else chosen[kind] = checked.asset;
      }
      const first = Object.values(fieldErrors)[0]?.[0];
      if (first !== undefined) throw badRequest(first, fieldErrors);

      const written = await trx
        .updateTable('companies')
        .set({
          brand_color: brandColor.toLowerCase(),
          website,
          logo_file_id: chosen.logoLight?.fileId ?? null,
          branding_version: version + 1,
          branding_updated_at: new Date().toISOString(),
        })
        .where('id', '=', caller.companyId)
        .where('branding_version', '=', version)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) === 0) throw staleVersion(BRAND_TEXT.stale, { currentVersion: version + 1 });

      await trx.deleteFrom('brand_assets').where('company_id', '=', caller.companyId).execute();
      const rows = STORED_BRAND_ASSET_KINDS.flatMap((kind) => {
        const asset = chosen[kind];
        return asset === null ? [] : [{ company_id: caller.companyId, kind, file_id: asset.fileId, width: asset.width, height: asset.height }];
      });
      if (rows.length > 0) await trx.insertInto('brand_assets').values(rows).execute();

      const after = await loadBrandedAssets(trx, caller.companyId);
      const beforeWords = brandingInWords(before);
      const afterWords = brandingInWords(after);
      const changed = afterWords.split('\n').filter((line, index) => line !== beforeWords.split('\n')[index]);
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: BRANDING_AREA,
        entityId: null,
        action: 'updated',
        summary: changed.length === 0 ? 'Branding saved unchanged.' : `Branding: ${changed.join('; ')}.`,
        changedBy: caller.userId,
        before: beforeWords,
        after: afterWords,
      });
      return after;
    });
    return { message: BRAND_TEXT.saved, data };
  };
}

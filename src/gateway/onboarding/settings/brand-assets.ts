import type { Kysely } from 'kysely';
import { BRAND_ASSET_KINDS, BRAND_ASSET_LIMITS, BRAND_TEXT, type BrandAssetKind } from '@shared/brand';
import type { BrandAsset, BrandedAssets } from '@shared/contract/settings';
import type { GatewayDatabase } from '../../db/schema';
import { readableFile } from '../../files/file-access';
import { readImageFacts } from '../../files/image-facts';
import type { OnboardingCaller } from '../onboarding-access';

/** The kinds kept in `brand_assets`; the logo for light backgrounds is `companies.logo_file_id`. */
export type StoredBrandAssetKind = Exclude<BrandAssetKind, 'logoLight'>;
export const STORED_BRAND_ASSET_KINDS = BRAND_ASSET_KINDS.filter((kind): kind is StoredBrandAssetKind => kind !== 'logoLight');

export type BrandAssetCheck = { asset: BrandAsset } | { refusal: string };

/**
 * Checks a stored file the caller may read against the limits of a kind of asset, by its bytes:
 * the type, the bytes, the sides and, for the icon, squareness. The refusal says what the kind takes.
 */
export async function checkBrandAssetFile(
  db: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  kind: BrandAssetKind,
  fileId: string,
): Promise<BrandAssetCheck> {
  // Only a file the caller may read can become an asset, which every user of the company reads.
  const readable = await readableFile(db, caller, fileId, { forAttaching: true });
  if (readable === undefined) return { refusal: BRAND_TEXT.notUploaded };
  const reading = await readImageFacts(db, caller.companyId, readable.id);
  if (!reading.found) return { refusal: BRAND_TEXT.notUploaded };
  if (reading.image === null) return { refusal: readable.content_type.startsWith('image/') ? BRAND_TEXT.unreadable : BRAND_TEXT.wrongType(kind) };
  const image = reading.image;
  const limits = BRAND_ASSET_LIMITS[kind];
  if (!(limits.types as readonly string[]).includes(image.contentType)) return { refusal: BRAND_TEXT.wrongType(kind) };
  if (image.size > limits.maxBytes) return { refusal: BRAND_TEXT.tooLarge(kind) };
  const fits =
    image.width >= limits.minWidth &&
    image.width <= limits.maxWidth &&
    image.height >= limits.minHeight &&
    image.height <= limits.maxHeight &&
    (!limits.square || image.width === image.height);
  if (!fits) return { refusal: BRAND_TEXT.badSize(kind, image.width, image.height) };
  return { asset: { fileId: image.fileId, name: image.name, contentType: image.contentType, size: image.size, width: image.width, height: image.height } };
}

const timestampText = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The brand colour, the website and each branded asset with its facts, at the branding's version. */
export async function loadBrandedAssets(db: Kysely<GatewayDatabase>, companyId: string): Promise<BrandedAssets> {
  const [company, stored] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['brand_color', 'website', 'logo_file_id', 'branding_version', 'branding_updated_at'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('brand_assets as b')
      .innerJoin('files as f', (join) => join.onRef('f.company_id', '=', 'b.company_id').onRef('f.id', '=', 'b.file_id'))
      .select(['b.kind', 'b.width', 'b.height', 'f.id', 'f.name', 'f.content_type', 'f.size'])
      .where('b.company_id', '=', companyId)
      .execute(),
  ]);
  const assets = Object.fromEntries(BRAND_ASSET_KINDS.map((kind) => [kind, null])) as Record<BrandAssetKind, BrandAsset | null>;
  for (const row of stored) {
    if ((STORED_BRAND_ASSET_KINDS as readonly string[]).includes(row.kind))
      assets[row.kind as StoredBrandAssetKind] = {
        fileId: row.id,
        name: row.name,
        contentType: row.content_type,
        size: Number(row.size),
        width: row.width,
        height: row.height,
      };
  }
  if (company.logo_file_id !== null) {
    // The light logo's sides are read from its bytes (at most 512 kB): it predates the table that keeps them.
    const reading = await readImageFacts(db, companyId, company.logo_file_id);
    if (reading.found && reading.image !== null) assets.logoLight = reading.image;
  }
  return {
    brandColor: company.brand_color,
    assets,
    website: company.website,
    version: Number(company.branding_version),
    updatedAt: timestampText(company.branding_updated_at),
  };
}

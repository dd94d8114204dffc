import { BRAND_ASSET_KINDS, BRAND_ASSET_LABELS, BRAND_MIN_CONTRAST, type BrandAssetKind, brandColourContrast } from '@shared/brand';
import type { BrandAsset, BrandedAssets } from '@shared/contract/settings';
import { HEX_COLOUR } from '@shared/contract/settings';
import type { OperationInput } from '@shared/contract/registry';
import type { StaleChangeRow } from '@renderer/components/stale-change-compare';
import { BRANDING_TEXT } from './branding-text';

/** The page's choices before they are saved. */
export interface BrandingDraft {
  brandColor: string;
  website: string;
  assets: Record<BrandAssetKind, BrandAsset | null>;
}

export function draftOf(saved: BrandedAssets): BrandingDraft {
  return { brandColor: saved.brandColor, website: saved.website ?? '', assets: { ...saved.assets } };
}

/** The colour's contrast with white text, or null while it is not a #rrggbb colour. */
export function contrastOf(colour: string): number | null {
  return HEX_COLOUR.test(colour) ? brandColourContrast(colour) : null;
}

export function colourIsReadable(colour: string): boolean {
  const ratio = contrastOf(colour);
  return ratio !== null && ratio >= BRAND_MIN_CONTRAST;
}

const assetInWords = (asset: BrandAsset | null) => (asset === null ? BRANDING_TEXT.none : BRANDING_TEXT.chosen(asset.name, asset.width, asset.height));

/** What differs between the draft and the branding saved, as the stale compare lists it. */
export function differences(saved: BrandedAssets, draft: BrandingDraft): StaleChangeRow[] {
  const rows: StaleChangeRow[] = [];
  if (draft.brandColor.toLowerCase() !== saved.brandColor.toLowerCase())
    rows.push({ label: BRANDING_TEXT.staleColour, theirs: saved.brandColor, yours: draft.brandColor });
  if (draft.website.trim() !== (saved.website ?? ''))
    rows.push({ label: BRANDING_TEXT.staleWebsite, theirs: saved.website ?? '', yours: draft.website.trim() });
  for (const kind of BRAND_ASSET_KINDS) {
    if ((draft.assets[kind]?.fileId ?? null) !== (saved.assets[kind]?.fileId ?? null))
      rows.push({ label: BRAND_ASSET_LABELS[kind], theirs: assetInWords(saved.assets[kind]), yours: assetInWords(draft.assets[kind]) });
  }
  return rows;
}

export function saveInput(version: number, draft: BrandingDraft): OperationInput<'settings.updateBrandedAssets'> {
  const assets = Object.fromEntries(BRAND_ASSET_KINDS.map((kind) => [kind, draft.assets[kind]?.fileId ?? null])) as Record<BrandAssetKind, string | null>;
  return { version, brandColor: draft.brandColor, website: draft.website.trim() === '' ? null : draft.website.trim(), assets };
}

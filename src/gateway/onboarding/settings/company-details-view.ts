import type { Kysely } from 'kysely';
import type { CompanyDetails } from '@shared/contract/settings';
import type { GatewayDatabase } from '../../db/schema';
import { parseProducts } from '../../users/session-user';
import type { StoredBrandAssetKind } from './brand-assets';
import { MAX_LOGO_BYTES } from './company-text';

/** The logo inlined as a data: URL (the renderer's CSP allows no remote images); only an image the store still holds. */
async function logoOf(db: Kysely<GatewayDatabase>, companyId: string, fileId: string | null): Promise<CompanyDetails['logo']> {
  if (fileId === null) return null;
  const file = await db
    .selectFrom('files')
    .select(['id', 'content_type', 'size', 'bytes'])
    .where('company_id', '=', companyId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined || !file.content_type.startsWith('image/') || Number(file.size) > MAX_LOGO_BYTES) return null;
  return { fileId: file.id, dataUrl: `data:${file.content_type};base64,${Buffer.from(file.bytes).toString('base64')}` };
}

/** The branded assets other than the light logo, by file id. */
async function assetsOf(db: Kysely<GatewayDatabase>, companyId: string): Promise<CompanyDetails['assets']> {
  const rows = await db.selectFrom('brand_assets').select(['kind', 'file_id']).where('company_id', '=', companyId).execute();
  const fileOf = (kind: StoredBrandAssetKind) => rows.find((row) => row.kind === kind)?.file_id ?? null;
  return { logoDark: fileOf('logoDark'), icon: fileOf('icon'), hero: fileOf('hero'), emailHeader: fileOf('emailHeader') };
}

/** The company's name, products and branding; also what the welcome experience shows. */
export async function loadCompanyDetails(db: Kysely<GatewayDatabase>, companyId: string): Promise<CompanyDetails> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'products', 'brand_color', 'logo_file_id', 'website'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    _id: company.id,
    name: company.name,
    products: parseProducts(company.products),
    brandColor: company.brand_color,
    logo: await logoOf(db, companyId, company.logo_file_id),
    assets: await assetsOf(db, companyId),
    website: company.website,
  };
}

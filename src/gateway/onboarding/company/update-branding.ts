import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { recordIdOf } from '../hires/record-ids';
import { badRequest, loadCaller, requireRight } from '../onboarding-access';
import { loadCompanyDetails } from './company-details';
import { COMPANY_TEXT, MAX_LOGO_BYTES } from './company-text';

/** `PUT settings/company-branding`: brand colour, logo (an uploaded image of at most 512 kB) and website. */
export function updateBrandingHandler(services: GatewayServices): OperationHandler<'settings.updateBranding'> {
  return async ({ brandColor, logoFileId, website }, { session }) => {
    const { db } = services;
    const caller = await loadCaller(db, session);
    requireRight(caller, 'settings', 'manage');

    let logo: string | null = null;
    if (logoFileId !== null) {
      const id = recordIdOf(logoFileId);
      const file =
        id === null
          ? undefined
          : await db.selectFrom('files').select(['id', 'content_type', 'size']).where('company_id', '=', caller.companyId).where('id', '=', id).executeTakeFirst();
      const refuse = (message: string) => badRequest(message, { logoFileId: [message] });
      if (file === undefined) throw refuse(COMPANY_TEXT.logoNotFound);
      if (!file.content_type.startsWith('image/')) throw refuse(COMPANY_TEXT.logoNotImage);
      if (Number(file.size) > MAX_LOGO_BYTES) throw refuse(COMPANY_TEXT.logoTooLarge);
      logo = file.id;
    }

    await db
      .updateTable('companies')
      .set({ brand_color: brandColor.toLowerCase(), logo_file_id: logo, website })
      .where('id', '=', caller.companyId)
      .execute();
    return { message: COMPANY_TEXT.brandingSaved, data: await loadCompanyDetails(db, caller.companyId) };
  };
}

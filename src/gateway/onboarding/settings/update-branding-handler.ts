import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { readableFile } from '../../files/file-access';
import { badRequest } from '../onboarding-access';
import { loadCompanyDetails } from './company-details-view';
import { COMPANY_TEXT, MAX_LOGO_BYTES } from './company-text';

/** `PUT settings/company-branding`: brand colour, logo (an uploaded image of at most 512 kB) and website. */
export function updateBrandingHandler(services: GatewayServices): OperationHandler<'settings.updateBranding'> {
  return async ({ brandColor, logoFileId, website }, { caller }) => {
    const { db } = services;

    await db.transaction().execute(async (trx) => {
      let logo: string | null = null;
      if (logoFileId !== null) {
        // Only a file the caller may read can become the logo, which every user of the company reads.
        const file = await readableFile(trx, caller, logoFileId, { forAttaching: true });
        const refuse = (message: string) => badRequest(message, { logoFileId: [message] });
        if (file === undefined) throw refuse(COMPANY_TEXT.logoNotFound);
        if (!file.content_type.startsWith('image/')) throw refuse(COMPANY_TEXT.logoNotImage);
        if (file.size > MAX_LOGO_BYTES) throw refuse(COMPANY_TEXT.logoTooLarge);
        logo = file.id;
      }
      await trx
        .updateTable('companies')
        .set({ brand_color: brandColor.toLowerCase(), logo_file_id: logo, website })
        .where('id', '=', caller.companyId)
        .execute();
    });
    return { message: COMPANY_TEXT.brandingSaved, data: await loadCompanyDetails(db, caller.companyId) };
  };
}

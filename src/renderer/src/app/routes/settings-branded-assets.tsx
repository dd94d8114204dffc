import { BrandedAssetsPage } from '@renderer/features/branding/components/branded-assets-page';
import { BRANDING_TEXT } from '@renderer/features/branding/lib/branding-text';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/branded-assets: the company's logos, icon, email header, welcome image and brand colour. */
export default function SettingsBrandedAssetsRoute() {
  useDocumentTitle(BRANDING_TEXT.title);
  return <BrandedAssetsPage />;
}

import { AdministrativeAccessPage } from '@renderer/features/access-settings/components/administrative-access-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/permissions/administrative-edit-access: what the administrative roles may do, and which hires they reach. */
export default function SettingsAdministrativeAccessRoute() {
  useDocumentTitle('Administrative access');
  return <AdministrativeAccessPage />;
}

import { CustomRolesPage } from '@renderer/features/access-settings/components/custom-roles-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/permissions/custom-access: the company's custom roles, their rights and members. */
export default function SettingsCustomAccessRoute() {
  useDocumentTitle('Custom access');
  return <CustomRolesPage />;
}

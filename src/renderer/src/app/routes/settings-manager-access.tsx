import { ManagerAccessPage } from '@renderer/features/access-settings/components/manager-access-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';
import { MANAGER_ACCESS_PAGE_TEXT } from '@renderer/features/access-settings/lib/manager-access-text';

/** /settings/permissions/manager-additional-access: what anyone who manages a hire may see and change of their reports. */
export default function SettingsManagerAccessRoute() {
  useDocumentTitle(MANAGER_ACCESS_PAGE_TEXT.title);
  return <ManagerAccessPage />;
}

import { EmployeeAccessPage } from '@renderer/features/access-settings/components/employee-access-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/permissions/default-access-for-employee: what employees see and change of their own record, and what the company sees. */
export default function SettingsEmployeeAccessRoute() {
  useDocumentTitle('Default access for employees');
  return <EmployeeAccessPage />;
}

import { CompanyPlacesPage } from '@renderer/features/company-places/components/company-places-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/department: the company's departments. */
export default function SettingsDepartmentRoute() {
  useDocumentTitle('Departments');
  return <CompanyPlacesPage kind="departments" />;
}

import { CompanyPlacesPage } from '@renderer/features/company-places/components/company-places-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/other-criteria: the company's own criteria values. */
export default function SettingsOtherCriteriaRoute() {
  useDocumentTitle('Other criteria');
  return <CompanyPlacesPage kind="other-criteria" />;
}

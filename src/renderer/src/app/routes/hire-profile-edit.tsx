import { HireEditPage } from '@renderer/features/hire-profile/components/hire-edit-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function HireProfileEditRoute() {
  useDocumentTitle('Edit hire profile');
  return <HireEditPage />;
}

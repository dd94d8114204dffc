import { NewHireInfoPage } from '@renderer/features/hire-profile/components/new-hire-info-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function NewHireInfoRoute() {
  useDocumentTitle('New hire');
  return <NewHireInfoPage />;
}

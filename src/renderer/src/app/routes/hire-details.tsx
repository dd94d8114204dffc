import { HireDetailsPage } from '@renderer/features/new-hires/components/hire-details-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function HireDetailsRoute() {
  useDocumentTitle('Hire details');
  return <HireDetailsPage />;
}

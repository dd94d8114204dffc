import { HireProfilePage } from '@renderer/features/hire-profile/components/hire-profile-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function HireProfileRoute() {
  useDocumentTitle('Hire profile');
  return <HireProfilePage />;
}

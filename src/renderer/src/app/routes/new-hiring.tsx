import { HiresPage } from '@renderer/features/new-hires/components/hires-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function NewHiringRoute() {
  useDocumentTitle('New hires');
  return <HiresPage />;
}

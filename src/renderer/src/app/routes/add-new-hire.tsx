import { AddHirePage } from '@renderer/features/new-hires/components/add-hire-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function AddNewHireRoute() {
  useDocumentTitle('Add new hire');
  return <AddHirePage />;
}

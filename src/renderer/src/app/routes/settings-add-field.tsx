import { AddFieldPage } from '@renderer/features/fields-settings/components/add-field-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/fields/add-field: add a custom field, or edit one (`?id=`). */
export default function SettingsAddFieldRoute() {
  useDocumentTitle('Add field');
  return <AddFieldPage />;
}

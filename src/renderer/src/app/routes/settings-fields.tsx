import { FieldsSettingsPage } from '@renderer/features/fields-settings/components/fields-settings-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/fields: the company's custom fields of a hire. */
export default function SettingsFieldsRoute() {
  useDocumentTitle('Fields');
  return <FieldsSettingsPage />;
}

import { PeoplePage } from '@renderer/features/people-settings/components/people-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/permissions: the company's people, their roles and whether they can sign in. */
export default function SettingsPermissionsRoute() {
  useDocumentTitle('People');
  return <PeoplePage />;
}

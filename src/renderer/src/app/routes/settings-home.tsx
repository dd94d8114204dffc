import { SettingsHomePage } from '@renderer/features/settings-home/components/settings-home-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings: the settings home. */
export default function SettingsHomeRoute() {
  useDocumentTitle('Settings');
  return <SettingsHomePage />;
}

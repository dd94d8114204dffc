import { SettingsOverviewPage } from '@renderer/features/settings-home/components/settings-overview-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/settings-overview: the first steps and what needs attention. */
export default function SettingsOverviewRoute() {
  useDocumentTitle('Setup overview');
  return <SettingsOverviewPage />;
}

import { PlansSettingsPage } from '@renderer/features/plans-settings/components/plans-settings-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/tasks: the onboarding plans and their task templates. */
export default function SettingsTasksRoute() {
  useDocumentTitle('Onboarding plans');
  return <PlansSettingsPage />;
}

import { LocationsSettingsPage } from '@renderer/features/locations-settings/components/locations-settings-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/locations: working days and each location's holiday calendar. */
export default function SettingsLocationsRoute() {
  useDocumentTitle('Locations and working days');
  return <LocationsSettingsPage />;
}

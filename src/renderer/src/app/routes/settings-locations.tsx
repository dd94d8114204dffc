import { LocationsSettingsPage } from '@renderer/features/locations-settings/components/locations-settings-page';

/** /settings/locations: working days and each location's holiday calendar. */
export default function SettingsLocationsRoute() {
  return <LocationsSettingsPage />;
}

import { Alert, Skeleton, Space, Typography } from 'antd';
import { LoadFailure } from '@renderer/components/load-failure';
import { useLocations } from '@renderer/lib/company/use-company-lists';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { CompanyPlacesSection } from '@renderer/domain/company-places/components/company-places-section';
import { LocationCalendarCard, locationCalendarId } from './location-calendar-card';
import { WorkingDaysCard } from './working-days-card';

const CALENDAR_ACTION = {
  label: 'Holiday calendar',
  run: (location: { _id: string }) => {
    const card = document.getElementById(locationCalendarId(location._id));
    card?.scrollIntoView({ block: 'start' });
    card?.querySelector<HTMLElement>('h2')?.focus();
  },
};

/** /settings/locations: the company's locations, its working days, and each location's holiday calendar. */
export function LocationsSettingsPage() {
  const locations = useLocations();
  const rights = useSettingsRights();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <div>
        <Typography.Title level={1}>Locations and working days</Typography.Title>
        <Typography.Paragraph type="secondary">
          Where your hires work. A location’s time zone is where its new hires start, and its holiday calendar decides which days their tasks avoid; a hire
          without a location has the company’s working days and no holidays.
        </Typography.Paragraph>
      </div>
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
      <CompanyPlacesSection
        kind="locations"
        emptyText="No locations yet. Add the places your hires work from: each has its time zone and holiday calendar."
        canChange={rights.canChange}
        reason={rights.reason}
        extraAction={CALENDAR_ACTION}
      />
      <WorkingDaysCard canChange={rights.canChange} />
      {locations.isError ? (
        <LoadFailure
          title="The locations could not be loaded"
          error={locations.error}
          retrying={locations.isFetching}
          onRetry={() => void locations.refetch()}
        />
      ) : locations.data === undefined ? (
        <Skeleton active />
      ) : locations.data.length === 0 ? (
        <Alert type="info" showIcon title="Your company has no locations yet." />
      ) : (
        locations.data.map((location) => <LocationCalendarCard key={location._id} location={location} canChange={rights.canChange} />)
      )}
    </Space>
  );
}

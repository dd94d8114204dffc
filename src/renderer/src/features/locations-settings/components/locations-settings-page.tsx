import { Alert, Skeleton, Space, Typography } from 'antd';
import { LoadFailure } from '@renderer/components/load-failure';
import { useLocations } from '@renderer/lib/company/use-company-lists';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { LocationCalendarCard } from './location-calendar-card';
import { WorkingDaysCard } from './working-days-card';

/** /settings/locations: the company's working days, and each location's time zone and holiday calendar. */
export function LocationsSettingsPage() {
  const locations = useLocations();
  const rights = useSettingsRights();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <div>
        <Typography.Title level={1}>Locations and working days</Typography.Title>
        <Typography.Paragraph type="secondary">
          A hire’s location decides which holidays their tasks avoid; a hire without a location has the company’s working days and no holidays.
        </Typography.Paragraph>
      </div>
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
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

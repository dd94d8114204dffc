import { Button, Card, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { LocationHoliday } from '@shared/contract/settings';
import { toDisplayDate } from '@shared/date-format';
import { WEEKDAY_NAMES, isoWeekdayOf } from '@shared/working-days';
import { LoadFailure } from '@renderer/components/load-failure';
import { useToast } from '@renderer/lib/toast/toast-context';
import { failureMessage } from '@renderer/lib/bridge';
import { locationOf, useCalendarChange, useLocationCalendar } from '../api/use-calendar-settings';
import { AddDayOffForm } from './add-day-off-form';
import { ImportHolidaysForm } from './import-holidays-form';

/** The card's element id, for the locations list to take the user to a location's calendar. */
export const locationCalendarId = (locationId: string) => `location-calendar-${locationId}`;

export interface LocationCalendarCardProps {
  location: { _id: string; label: string; timezone: string | null };
  canChange: boolean;
}

const thisYear = new Date().getFullYear();
const YEARS = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

/** One location: its time zone, where its public holidays come from, and its days off of a year. */
export function LocationCalendarCard({ location, canChange }: LocationCalendarCardProps) {
  const [year, setYear] = useState(thisYear);
  const calendar = useLocationCalendar(location._id, year);
  const { notification } = useToast();
  const onFailure = (error: unknown) =>
    notification.error({ title: failureMessage(error, 'The change did not go through. Check your connection and try again.') });
  const remove = useCalendarChange('settings.removeDayOff', locationOf);
  const putBack = useCalendarChange('settings.addDayOff', locationOf);
  const headingId = `location-${location._id}`;

  const columns = [
    {
      title: 'Date',
      dataIndex: 'day',
      key: 'day',
      width: 130,
      render: (day: string) => (
        <>
          {toDisplayDate(day)}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {WEEKDAY_NAMES[isoWeekdayOf(day)]}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, holiday: LocationHoliday) => (
        <>
          <Typography.Text delete={holiday.removed} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography.Text>{' '}
          {holiday.removed ? (
            <Tag>Worked: removed</Tag>
          ) : (
            <Tag color={holiday.origin === 'imported' ? 'blue' : 'green'}>{holiday.origin === 'imported' ? 'Public holiday' : 'Company day off'}</Tag>
          )}
        </>
      ),
    },
    ...(canChange
      ? [
          {
            title: <span className="sr-only">Actions</span>,
            key: 'actions',
            width: 110,
            render: (_: unknown, holiday: LocationHoliday) =>
              holiday.removed ? (
                <Button size="small" onClick={() => putBack.mutate({ locationId: location._id, day: holiday.day, name: holiday.name }, { onError: onFailure })}>
                  Put back
                </Button>
              ) : (
                <Button
                  size="small"
                  danger
                  aria-label={`Remove ${holiday.name}`}
                  onClick={() => remove.mutate({ locationId: location._id, day: holiday.day }, { onError: onFailure })}
                >
                  Remove
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card
      id={locationCalendarId(location._id)}
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} className="ant-typography" style={{ whiteSpace: 'normal' }} tabIndex={-1}>
          {location.label}
        </h2>
      }
    >
      <Typography.Paragraph>
        <Typography.Text type="secondary">Time zone: </Typography.Text>
        {location.timezone ?? 'Not set'}
      </Typography.Paragraph>
      {calendar.isError ? (
        <LoadFailure
          title="This location’s holidays could not be loaded"
          error={calendar.error}
          retrying={calendar.isFetching}
          onRetry={() => void calendar.refetch()}
        />
      ) : calendar.data === undefined ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Typography.Paragraph>
            <Typography.Text type="secondary">Public holidays from: </Typography.Text>
            {calendar.data.imported?.name ?? 'None imported yet'}
          </Typography.Paragraph>
          {canChange && (
            <ImportHolidaysForm key={`${calendar.data.imported?.country}-${calendar.data.imported?.region}`} calendar={calendar.data} year={year} />
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '8px 0' }}>
            <h3 className="ant-typography" style={{ margin: 0 }} id={`${headingId}-days`}>
              Days off in
            </h3>
            <Select
              aria-label={`Year of ${location.label}’s days off`}
              value={year}
              onChange={setYear}
              options={YEARS.map((each) => ({ value: each, label: String(each) }))}
            />
          </div>
          <Table<LocationHoliday>
            aria-labelledby={`${headingId}-days`}
            size="small"
            rowKey="day"
            pagination={false}
            tableLayout="fixed"
            loading={calendar.isFetching && !calendar.isPending}
            columns={columns}
            dataSource={calendar.data.holidays}
            locale={{ emptyText: `No days off in ${year}.` }}
          />
          {canChange && (
            <div style={{ marginTop: 16 }}>
              <AddDayOffForm locationId={location._id} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}

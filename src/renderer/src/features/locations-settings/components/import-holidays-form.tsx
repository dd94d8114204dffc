import { Button, Form, InputNumber, Select, Space } from 'antd';
import { HOLIDAY_YEARS } from '@shared/working-days';
import type { LocationCalendar } from '@shared/contract/settings';
import { locationOf, useCalendarChange, useHolidayCountries } from '../api/use-calendar-settings';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';

interface ImportForm {
  country?: string;
  region?: string | null;
  fromYear: number;
  toYear: number;
}

const FIELDS = ['country', 'region', 'fromYear', 'toYear'] as const;

/** Fills a location's calendar with a country's or region's public holidays for a range of years. */
export function ImportHolidaysForm({ calendar, year }: { calendar: LocationCalendar; year: number }) {
  const countries = useHolidayCountries();
  const importHolidays = useCalendarChange('settings.importHolidays', (output) => locationOf({ data: output.data.calendar }));
  const [form] = Form.useForm<ImportForm>();
  const country = Form.useWatch('country', form);
  const regions = countries.data?.find((each) => each.code === country)?.regions ?? [];
  const id = (field: string) => `${calendar.location._id}-${field}`;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ country: calendar.imported?.country, region: calendar.imported?.region ?? null, fromYear: year, toYear: year + 1 }}
      onFinish={(values) =>
        importHolidays.mutate(
          { locationId: calendar.location._id, country: values.country ?? '', region: values.region ?? null, fromYear: values.fromYear, toYear: values.toYear },
          { onError: (error) => showFieldErrors(form, error, FIELDS, 'country') },
        )
      }
    >
      <div style={{ display: 'grid', gap: '0 12px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <Form.Item name="country" label="Country" htmlFor={id('country')} rules={[{ required: true, message: 'Choose a country.' }]}>
          <Select
            id={id('country')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            placeholder="Choose a country"
            options={countries.data?.map((each) => ({ value: each.code, label: each.name }))}
            onChange={() => form.setFieldValue('region', null)}
          />
        </Form.Item>
        <Form.Item name="region" label="Region (optional)" htmlFor={id('region')}>
          <Select
            id={id('region')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={regions.length === 0}
            placeholder={regions.length === 0 ? 'The whole country' : 'The whole country, or a region'}
            options={regions.map((each) => ({ value: each.code, label: each.name }))}
          />
        </Form.Item>
      </div>
      <Space wrap align="end">
        <Form.Item name="fromYear" label="From year" htmlFor={id('fromYear')} rules={[{ required: true, message: 'Give the first year.' }]}>
          <InputNumber id={id('fromYear')} min={HOLIDAY_YEARS.min} max={HOLIDAY_YEARS.max} precision={0} />
        </Form.Item>
        <Form.Item name="toYear" label="To year" htmlFor={id('toYear')} rules={[{ required: true, message: 'Give the last year.' }]}>
          <InputNumber id={id('toYear')} min={HOLIDAY_YEARS.min} max={HOLIDAY_YEARS.max} precision={0} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={importHolidays.isPending}>
            Import public holidays
          </Button>
        </Form.Item>
      </Space>
    </Form>
  );
}

import { Button, Form, Input, Space } from 'antd';
import { DateField } from '@renderer/components/date-field';
import { locationOf, useCalendarChange } from '../api/use-calendar-settings';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';

interface DayOffForm {
  day: string;
  name: string;
}

/** A day off of the company's own at one location: a closure, a company holiday. */
export function AddDayOffForm({ locationId }: { locationId: string }) {
  const addDayOff = useCalendarChange('settings.addDayOff', locationOf);
  const [form] = Form.useForm<DayOffForm>();
  const id = (field: string) => `${locationId}-day-off-${field}`;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ day: '', name: '' }}
      onFinish={(values) =>
        addDayOff.mutate(
          { locationId, day: values.day, name: values.name },
          { onSuccess: () => form.resetFields(), onError: (error) => showFieldErrors(form, error, ['day', 'name'], 'name') },
        )
      }
    >
      <Space wrap align="end">
        <Form.Item name="day" label="Day off" htmlFor={id('day')} rules={[{ required: true, message: 'Choose the day.' }]}>
          <DayPicker id={id('day')} />
        </Form.Item>
        <Form.Item name="name" label="Name" htmlFor={id('name')} rules={[{ required: true, whitespace: true, message: 'Name the day off.' }, { max: 100 }]}>
          <Input id={id('name')} placeholder="Company away day" maxLength={100} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={addDayOff.isPending}>
            Add day off
          </Button>
        </Form.Item>
      </Space>
    </Form>
  );
}

/** The date field as a Form.Item control: value and onChange from the form. */
function DayPicker({ id, value = '', onChange }: { id: string; value?: string; onChange?: (value: string) => void }) {
  return <DateField id={id} value={value} onChange={(day) => onChange?.(day)} />;
}

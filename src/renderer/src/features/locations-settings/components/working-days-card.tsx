import { Button, Card, Checkbox, Form, Skeleton, Typography } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { useEffect } from 'react';
import { ISO_WEEKDAYS, type IsoWeekday, WEEKDAY_NAMES } from '@shared/working-days';
import { LoadFailure } from '@renderer/components/load-failure';
import { useCalendarChange, useWorkingDays } from '../api/use-calendar-settings';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';

interface WorkingDaysForm {
  workingDays: IsoWeekday[];
}

const OPTIONS = ISO_WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] }));
const LABEL_ID = 'working-days-label';

/**
 * The weekday checkboxes, named by the field's label (a label's `for` cannot name a group). The
 * form marks a required field `aria-required`, which a group may not take: its label's mark says it.
 */
function WeekdayChoice({ 'aria-required': _required, ...props }: CheckboxGroupProps<IsoWeekday> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group<IsoWeekday> {...props} aria-labelledby={LABEL_ID} options={OPTIONS} style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }} />;
}

/** The weekdays the company works: due dates land on them. */
export function WorkingDaysCard({ canChange }: { canChange: boolean }) {
  const workingDays = useWorkingDays();
  const save = useCalendarChange('settings.updateWorkingDays', () => ({}));
  const [form] = Form.useForm<WorkingDaysForm>();
  const chosen = Form.useWatch('workingDays', form);
  const stored = workingDays.data;
  useEffect(() => {
    if (stored) form.setFieldsValue({ workingDays: stored });
  }, [form, stored]);
  const unchanged = stored !== undefined && chosen !== undefined && [...chosen].sort().join() === stored.join();

  return (
    <Card title={<h2 className="ant-typography">Working days</h2>}>
      <Typography.Paragraph type="secondary">
        Tasks fall due on these days. A due date that lands on another day, or on a holiday of the hire’s location, moves to the next working day (or the one
        before, for tasks due before the start date).
      </Typography.Paragraph>
      {workingDays.isError ? (
        <LoadFailure
          title="The working days could not be loaded"
          error={workingDays.error}
          retrying={workingDays.isFetching}
          onRetry={() => void workingDays.refetch()}
        />
      ) : stored === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          disabled={!canChange}
          onFinish={(values) =>
            save.mutate({ workingDays: values.workingDays }, { onError: (error) => showFieldErrors(form, error, ['workingDays'], 'workingDays') })
          }
        >
          <Form.Item
            name="workingDays"
            label={<span id={LABEL_ID}>The company works on</span>}
            rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one working day.' }]}
          >
            <WeekdayChoice />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!canChange || unchanged}>
            Save working days
          </Button>
        </Form>
      )}
    </Card>
  );
}

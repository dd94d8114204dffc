import { Alert, Button, Typography } from 'antd';
import { toDisplayDate } from '@shared/date-format';
import { failureMessage } from '@renderer/lib/bridge';
import { useStartDateShift } from '../api/use-start-date-shift';
import { movedOffNote } from '../lib/moved-off-note';
import { plural } from '../lib/plural';

export interface StartDateShiftPreviewProps {
  hireId: string;
  /** The new start date (YYYY-MM-DD); null while it is unchanged or not a date. */
  startDate: string | null;
}

/** Before a new start date is saved: which unfinished tasks move, from which due date to which, and why a date moved off a day that is not worked. */
export function StartDateShiftPreview({ hireId, startDate }: StartDateShiftPreviewProps) {
  const shift = useStartDateShift(hireId, startDate);
  if (startDate === null) return null;
  if (shift.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={failureMessage(shift.error, 'What the new start date moves could not be worked out.')}
        action={
          <Button size="small" onClick={() => void shift.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!shift.data) return <Alert type="info" title="Checking which tasks the new start date moves…" />;
  const { tasks, days } = shift.data;
  if (tasks.length === 0) return <Alert type="info" showIcon title="No unfinished tasks move with the new start date." />;
  const direction = days < 0 ? ' earlier' : '';
  return (
    <Alert
      type="warning"
      showIcon
      title={`${plural(tasks.length, 'task')} ${tasks.length === 1 ? 'moves' : 'move'} by ${plural(Math.abs(days), 'day')}${direction}`}
      description={
        <ul aria-label="Tasks that move" style={{ margin: 0, paddingInlineStart: 20 }}>
          {tasks.map((task) => {
            const note = movedOffNote(task);
            return (
              <li key={task._id}>
                <Typography.Text strong>{task.title}</Typography.Text>: {toDisplayDate(task.from)} → {toDisplayDate(task.to)}
                {note !== null && (
                  <>
                    {' '}
                    <Typography.Text type="secondary">({note})</Typography.Text>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}

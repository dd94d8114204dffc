import { Typography } from 'antd';

/** The plan's tasks this hire does not get, by the tasks' criteria: said where a plan's tasks are shown before assigning. */
export function NotMatchingTasks({ tasks }: { tasks: readonly { _id: string; title: string }[] }) {
  if (tasks.length === 0) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="not-matching-tasks">
      {tasks.length === 1 ? 'Not for this hire, by its criteria: ' : `${tasks.length} tasks are not for this hire, by their criteria: `}
      {tasks.map((task) => task.title).join(', ')}.
    </Typography.Paragraph>
  );
}

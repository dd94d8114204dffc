import { Progress, Typography } from 'antd';

/** A hire's tasks done out of all, as a small bar with the numbers beside it. */
export function TaskProgress({ done, total }: { done: number; total: number }) {
  if (total === 0) return <Typography.Text type="secondary">No tasks</Typography.Text>;
  return <Progress size="small" percent={Math.round((done / total) * 100)} format={() => `${done}/${total}`} aria-label={`${done} of ${total} tasks done`} />;
}

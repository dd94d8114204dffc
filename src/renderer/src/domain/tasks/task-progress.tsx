import { Flex, Progress, Typography } from 'antd';

export type TaskProgressProps =
  /** A cell of the hire list: a small bar with "done/total" beside it, or "No tasks". */
  | { variant: 'cell'; done: number; total: number }
  | {
      /** A card of the hire's profile: "done/total done" after the bar, and an empty bar for no tasks. */
      variant: 'bar';
      /** What the bar measures, for its accessible name: "Overall progress", "Logistics progress". */
      label: string;
      done: number;
      total: number;
      /** Shown before the bar when the bar stands alone, without a heading to explain it. */
      caption?: string;
    };

/** Tasks done out of all, as a bar and as numbers. */
export function TaskProgress(props: TaskProgressProps) {
  const { done, total } = props;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  if (props.variant === 'cell') {
    if (total === 0) return <Typography.Text type="secondary">No tasks</Typography.Text>;
    return <Progress size="small" percent={percent} format={() => `${done}/${total}`} aria-label={`${done} of ${total} tasks done`} />;
  }
  const words = `${done}/${total} done`;
  return (
    <Flex align="center" gap="small" style={{ minWidth: 200 }}>
      {props.caption ? (
        <Typography.Text strong aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
          {props.caption}
        </Typography.Text>
      ) : null}
      <Progress percent={percent} showInfo={false} size="small" aria-label={props.label} aria-valuetext={words} style={{ flex: 1, margin: 0 }} />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {words}
      </Typography.Text>
    </Flex>
  );
}

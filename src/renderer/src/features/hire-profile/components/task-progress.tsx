import { Flex, Progress, Typography } from 'antd';

export interface TaskProgressProps {
  /** What the bar measures, for its accessible name: "Overall progress", "Logistics progress". */
  label: string;
  done: number;
  total: number;
  /** Shown before the bar when the bar stands alone, without a heading to explain it. */
  caption?: string;
}

/** done/total as words and as a bar; a group with no tasks reads "0/0" and an empty bar. */
export function TaskProgress({ label, done, total, caption }: TaskProgressProps) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const words = `${done}/${total} done`;
  return (
    <Flex align="center" gap="small" style={{ minWidth: 200 }}>
      {caption ? (
        <Typography.Text strong aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
          {caption}
        </Typography.Text>
      ) : null}
      <Progress percent={percent} showInfo={false} size="small" aria-label={label} aria-valuetext={words} style={{ flex: 1, margin: 0 }} />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {words}
      </Typography.Text>
    </Flex>
  );
}

import { Card, Flex, Statistic, theme } from 'antd';
import type { OperationOutput } from '@shared/contract/registry';

type TaskCounts = OperationOutput<'tasks.assigned'>['data']['counts'];

/** To do, blocked, overdue and done, for the tasks the filters (other than status) select. */
export function TaskCounts({ counts, loading }: { counts: TaskCounts | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  const items = [
    { key: 'todo', title: 'To do', value: counts?.todo },
    { key: 'blocked', title: 'Blocked', value: counts?.blocked },
    { key: 'overdue', title: 'Overdue', value: counts?.overdue, color: counts?.overdue ? token.colorError : undefined },
    { key: 'done', title: 'Done', value: counts?.done },
  ];
  return (
    <Card size="small" style={{ marginBottom: token.margin }}>
      <Flex role="group" aria-label="Task counts" wrap gap={token.marginXL}>
        {items.map((item) => (
          <Statistic
            key={item.key}
            title={item.title}
            value={item.value ?? 0}
            loading={loading && counts === undefined}
            styles={{ title: { color: token.colorTextSecondary }, content: item.color ? { color: item.color } : {} }}
          />
        ))}
      </Flex>
    </Card>
  );
}

import { Button, Empty, Flex, theme, Typography } from 'antd';
import { DATA_TABLE_TEXT } from './data-table-text';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export interface TableEmptyStateProps {
  emptyText: string;
  error: string | undefined;
  onRetry: (() => void) | undefined;
}

/** The no-content illustration: with the error and a Retry when loading failed, or the empty-list text. */
export function TableEmptyState({ emptyText, error, onRetry }: TableEmptyStateProps) {
  const { token } = theme.useToken();
  // antd's description grey reads below 4.5:1 on light backgrounds; the secondary text colour does not.
  const secondary = { color: token.colorTextSecondary };
  if (error === undefined) return <Empty description={<Typography.Text style={secondary}>{emptyText}</Typography.Text>} />;
  return (
    <Empty
      description={
        <Flex vertical gap={4} role="alert">
          <Typography.Text strong>{DATA_TABLE_TEXT.errorTitle}</Typography.Text>
          <Typography.Text style={secondary}>{error}</Typography.Text>
        </Flex>
      }
    >
      {onRetry && (
        <AllowWhileReadOnly>
          <Button onClick={onRetry}>{DATA_TABLE_TEXT.retry}</Button>
        </AllowWhileReadOnly>
      )}
    </Empty>
  );
}

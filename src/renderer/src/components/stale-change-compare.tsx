import { Alert, Button, Flex } from 'antd';

export const STALE_CHANGE_TEXT = {
  title: 'Someone else saved this after you opened it.',
  detail: 'Here is what they saved beside what you typed. Keep yours to save it over theirs, or take theirs and carry on from it.',
  table: 'What changed',
  field: 'Field',
  theirs: 'Saved by them',
  yours: 'Yours',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
} as const;

/** One field that differs: its label, and each side as people read it. */
export interface StaleChangeRow {
  label: string;
  theirs: string;
  yours: string;
}

export interface StaleChangeCompareProps {
  rows: readonly StaleChangeRow[];
  keeping: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/**
 * A stale save (409) on a settings form: what the server holds now beside what the user typed,
 * field by field, and the user picks; nothing is overwritten until they do.
 */
export function StaleChangeCompare({ rows, keeping, onKeepMine, onTakeTheirs }: StaleChangeCompareProps) {
  return (
    <Alert
      type="warning"
      showIcon
      title={STALE_CHANGE_TEXT.title}
      description={
        <Flex vertical gap="small">
          <span>{STALE_CHANGE_TEXT.detail}</span>
          <div style={{ overflowX: 'auto' }}>
            <table aria-label={STALE_CHANGE_TEXT.table} style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
              <thead>
                <tr>
                  {[STALE_CHANGE_TEXT.field, STALE_CHANGE_TEXT.theirs, STALE_CHANGE_TEXT.yours].map((heading) => (
                    <th key={heading} scope="col" style={{ textAlign: 'start', padding: '2px 8px 2px 0' }}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    {[row.label, row.theirs, row.yours].map((text, index) => (
                      <td key={index} style={{ padding: '2px 8px 2px 0', verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                        {text}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Flex gap="small" wrap>
            <Button type="primary" loading={keeping} onClick={onKeepMine}>
              {STALE_CHANGE_TEXT.keepMine}
            </Button>
            <Button onClick={onTakeTheirs}>{STALE_CHANGE_TEXT.takeTheirs}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}

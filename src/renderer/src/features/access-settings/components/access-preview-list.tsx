import { List, Typography } from 'antd';
import type { AccessPreview } from '@shared/contract/access';
import { ACCESS_TEXT, counted, reachInWords, rightInWords } from '../lib/access-text';

/** What a change does to each person it touches: the rights gained and lost, and the hires reached before and after. */
export function AccessPreviewList({ preview }: { preview: AccessPreview }) {
  const kept = preview.unchanged > 0 ? `${counted(preview.unchanged, 'other person keeps', 'other people keep')} their access as it is.` : null;
  if (preview.people.length === 0) {
    return (
      <div data-testid="access-preview">
        <Typography.Paragraph strong>{ACCESS_TEXT.noChange}</Typography.Paragraph>
        {kept && <Typography.Paragraph type="secondary">{kept}</Typography.Paragraph>}
      </div>
    );
  }
  return (
    <div data-testid="access-preview">
      <List
        aria-label="People whose access changes"
        dataSource={preview.people}
        rowKey="userId"
        renderItem={(person) => {
          const reachChanges = person.reachBefore.every !== person.reachAfter.every || person.reachBefore.count !== person.reachAfter.count;
          return (
            <List.Item>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{person.fullName}</Typography.Text>
                {person.gains.length > 0 && (
                  <Typography.Paragraph style={{ marginBottom: 0 }}>Gains: {person.gains.map(rightInWords).join('; ')}</Typography.Paragraph>
                )}
                {person.loses.length > 0 && (
                  <Typography.Paragraph style={{ marginBottom: 0 }}>Loses: {person.loses.map(rightInWords).join('; ')}</Typography.Paragraph>
                )}
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {reachChanges
                    ? `Hires reached: ${reachInWords(person.reachBefore)} → ${reachInWords(person.reachAfter)}`
                    : `Hires reached: ${reachInWords(person.reachAfter)}, as before`}
                </Typography.Paragraph>
              </div>
            </List.Item>
          );
        }}
      />
      {kept && <Typography.Paragraph type="secondary">{kept}</Typography.Paragraph>}
    </div>
  );
}

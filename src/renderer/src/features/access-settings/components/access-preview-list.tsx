import { Typography, theme } from 'antd';
import type { AccessPreview } from '@shared/contract/access';
import { ACCESS_TEXT, counted, reachInWords, rightInWords } from '../lib/access-text';

type PreviewPerson = AccessPreview['people'][number];

function reachLine(person: PreviewPerson): string {
  const { reachBefore: before, reachAfter: after } = person;
  const same = before.every === after.every && before.count === after.count;
  return same ? `Hires reached: ${reachInWords(after)}, as before` : `Hires reached: ${reachInWords(before)} → ${reachInWords(after)}`;
}

/** What a change does to each person it touches: the rights gained and lost, and the hires reached before and after. */
export function AccessPreviewList({ preview }: { preview: AccessPreview }) {
  const { token } = theme.useToken();
  const kept = preview.unchanged > 0 ? `${counted(preview.unchanged, 'other person keeps', 'other people keep')} their access as it is.` : null;
  return (
    <div data-testid="access-preview">
      {preview.people.length === 0 ? (
        <Typography.Paragraph strong>{ACCESS_TEXT.noChange}</Typography.Paragraph>
      ) : (
        <ul aria-label="People whose access changes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {preview.people.map((person) => (
            <li key={person.userId} style={{ paddingBlock: token.paddingXS, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
              <Typography.Text strong>{person.fullName}</Typography.Text>
              {person.gains.length > 0 && <div>Gains: {person.gains.map(rightInWords).join('; ')}</div>}
              {person.loses.length > 0 && <div>Loses: {person.loses.map(rightInWords).join('; ')}</div>}
              <div>{reachLine(person)}</div>
            </li>
          ))}
        </ul>
      )}
      {kept && (
        <Typography.Paragraph type="secondary" style={{ marginTop: token.marginXS }}>
          {kept}
        </Typography.Paragraph>
      )}
    </div>
  );
}

import { Typography } from 'antd';
import type { PageRulesPreview } from '@shared/contract/welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';

function HireNames({ title, none, side }: { title: string; none: string; side: PageRulesPreview['gaining'] }) {
  if (side.count === 0) return <Typography.Paragraph>{none}</Typography.Paragraph>;
  const more = side.count - side.hires.length;
  return (
    <section aria-label={title}>
      <Typography.Paragraph strong style={{ marginBottom: 4 }}>
        {title}
      </Typography.Paragraph>
      <ul style={{ marginTop: 0 }}>
        {side.hires.map((hire) => (
          <li key={hire._id}>{hire.fullName}</li>
        ))}
        {more > 0 && <li>{PAGES_TEXT.andMore(more)}</li>}
      </ul>
    </section>
  );
}

/** What new page rules change: the current hires reached before and after, and who gains and loses the page, by name. */
export function PageRulesPreviewList({ preview }: { preview: PageRulesPreview }) {
  return (
    <div data-testid="page-rules-preview">
      <Typography.Paragraph strong>
        {PAGES_TEXT.before(preview.before)} → {PAGES_TEXT.after(preview.after)}
      </Typography.Paragraph>
      <HireNames title={PAGES_TEXT.gaining(preview.gaining.count)} none={PAGES_TEXT.noneGain} side={preview.gaining} />
      <HireNames title={PAGES_TEXT.losing(preview.losing.count)} none={PAGES_TEXT.noneLose} side={preview.losing} />
    </div>
  );
}

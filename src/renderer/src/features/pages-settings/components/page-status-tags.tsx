import { Tag } from 'antd';
import type { WelcomePageSummary } from '@shared/contract/welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';

/** Published or draft, and whether the draft differs from what hires get. */
export function PageStatusTags({ page }: { page: Pick<WelcomePageSummary, 'status' | 'hasUnpublishedChanges'> }) {
  return (
    <>
      {page.status === 'published' ? <Tag color="green">{PAGES_TEXT.published}</Tag> : <Tag>{PAGES_TEXT.draft}</Tag>}
      {page.status === 'published' && page.hasUnpublishedChanges && <Tag color="orange">{PAGES_TEXT.unpublishedChanges}</Tag>}
    </>
  );
}

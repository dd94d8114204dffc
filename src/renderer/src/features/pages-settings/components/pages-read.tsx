import { Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { WelcomePageSummary } from '@shared/contract/welcome-pages';
import { LoadFailure } from '@renderer/components/load-failure';
import type { useWelcomePages } from '../api/use-welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';

export interface PagesReadProps {
  pages: ReturnType<typeof useWelcomePages>;
  /** What to offer when the company has no page yet. */
  firstPage: ReactNode;
  children(pages: readonly WelcomePageSummary[]): ReactNode;
}

/** Both page screens' states: three skeleton rows while reading, the failure with Retry, no page yet, else the pages. */
export function PagesRead({ pages, firstPage, children }: PagesReadProps) {
  if (pages.isError) {
    return <LoadFailure title={PAGES_TEXT.loadFailed} error={pages.error} retrying={pages.isFetching} onRetry={() => void pages.refetch()} />;
  }
  if (pages.data === undefined) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (pages.data.length === 0) {
    return (
      <Empty description={PAGES_TEXT.emptyText}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {PAGES_TEXT.emptyTitle}
        </Typography.Title>
        {firstPage}
      </Empty>
    );
  }
  return children(pages.data);
}

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { DATA_TABLE_TEXT } from './data-table-text';

export interface TablePagerProps {
  /** Names the page navigation: '<label> pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous and Next, disabled at the ends, with 'Page N of M' between them. */
export function TablePager({ label, page, pageCount, onPage }: TablePagerProps) {
  // Not disabled while a page loads: asking again for the page being loaded does no harm, and a
  // button disabled under the keyboard would lose the focus.
  const canGoBack = page > 1;
  const canGoOn = page < pageCount;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // A focused button that turns disabled (the last page reached) would drop focus to the page; the
  // browser lets go of it only at its next frame, so it is handed to the other button before then.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused === nextRef.current && !canGoOn && canGoBack) previousRef.current?.focus();
    if (focused === previousRef.current && !canGoBack && canGoOn) nextRef.current?.focus();
  }, [canGoBack, canGoOn]);

  return (
    <Flex component="nav" aria-label={DATA_TABLE_TEXT.pages(label)} align="center" gap="middle">
      <Button ref={previousRef} icon={<LeftOutlined aria-hidden />} disabled={!canGoBack} onClick={() => onPage(page - 1)}>
        {DATA_TABLE_TEXT.previous}
      </Button>
      {Number.isFinite(page) && <Typography.Text>{DATA_TABLE_TEXT.pageOf(page, pageCount)}</Typography.Text>}
      <Button ref={nextRef} icon={<RightOutlined aria-hidden />} iconPlacement="end" disabled={!canGoOn} onClick={() => onPage(page + 1)}>
        {DATA_TABLE_TEXT.next}
      </Button>
    </Flex>
  );
}

import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, theme, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { WelcomePageView } from '@shared/contract/welcome-pages';
import type { WelcomeBlockContext } from './block-context';
import { usePageParam } from './use-page-param';
import { WelcomeBlock } from './welcome-block';

export const SEQUENCE_TEXT = {
  progress: (at: number, of: number) => `Page ${at} of ${of}`,
  navigation: 'Welcome pages',
  previous: 'Previous',
  next: 'Next',
} as const;

export interface WelcomePageSequenceProps {
  pages: readonly WelcomePageView[];
  context: WelcomeBlockContext;
  /** The level of each page's title: one below the greeting above it. */
  headingLevel: 2 | 3 | 4;
  /** What the first page opens with: the hire's greeting. */
  opening?: ReactNode;
  /** What the last page ends with, beneath its blocks. */
  closing?: ReactNode;
}

/**
 * A hire's welcome pages one at a time, with how far along they are and Previous/Next. The page is
 * in the URL (`?page=N`), so a reload keeps it; moving to another page moves the keyboard focus to
 * its title, so a long page is read from its start.
 */
export function WelcomePageSequence({ pages, context, headingLevel, opening, closing }: WelcomePageSequenceProps) {
  const { token } = theme.useToken();
  const [index, go] = usePageParam(pages.length);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);

  const page = pages[index];
  if (!page) return null;
  const first = index === 0;
  const last = index === pages.length - 1;
  const progress = SEQUENCE_TEXT.progress(index + 1, pages.length);
  return (
    <Flex vertical gap={token.marginLG}>
      <nav aria-label={SEQUENCE_TEXT.navigation}>
        <Flex align="center" gap={token.margin} wrap>
          <Typography.Text strong aria-live="polite">
            {progress}
          </Typography.Text>
          <Progress
            percent={Math.round(((index + 1) / pages.length) * 100)}
            showInfo={false}
            size="small"
            aria-label={progress}
            aria-valuetext={`${progress}: ${page.title}`}
            style={{ flex: 1, minWidth: 120, margin: 0 }}
          />
        </Flex>
      </nav>
      {first ? opening : null}
      <section aria-labelledby={`welcome-page-${page.pageId}`}>
        <Typography.Title level={headingLevel} id={`welcome-page-${page.pageId}`} ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {page.title}
        </Typography.Title>
        <Flex vertical gap={token.marginLG}>
          {page.blocks.map((block) => (
            <WelcomeBlock
              key={`${page.pageId}-${page.pageVersion}-${block.id}`}
              block={block}
              pageId={page.pageId}
              pageVersion={page.pageVersion}
              context={context}
            />
          ))}
        </Flex>
      </section>
      {last ? closing : null}
      <Flex justify="space-between" gap={token.margin} wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} disabled={first} onClick={() => go(index - 1)}>
          {SEQUENCE_TEXT.previous}
        </Button>
        {last ? null : (
          <Button type="primary" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end" onClick={() => go(index + 1)}>
            {SEQUENCE_TEXT.next}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

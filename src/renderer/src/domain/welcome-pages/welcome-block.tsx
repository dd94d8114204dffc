import { Card, Typography } from 'antd';
import type { WelcomeBlockView } from '@shared/contract/welcome-pages';
import { WELCOME_BLOCK_LABELS } from '@shared/welcome-pages';
import { RichTextView } from '@renderer/components/rich-text/rich-text-view';
import type { WelcomeBlockContext } from './block-context';
import { FormBlockView } from './form-block';
import { ImageBlockView, VideoBlockView } from './media-blocks';
import { PeopleBlockView, TimelineBlockView } from './people-timeline-blocks';

export interface WelcomeBlockProps {
  block: WelcomeBlockView;
  pageId: string;
  pageVersion: number;
  context: WelcomeBlockContext;
}

/** One block of a welcome page as the hire gets it. */
export function WelcomeBlock({ block, pageId, pageVersion, context }: WelcomeBlockProps) {
  switch (block.kind) {
    case 'text':
      return <RichTextView html={block.html} />;
    case 'image':
      return <ImageBlockView block={block} />;
    case 'video':
      return <VideoBlockView block={block} />;
    case 'people':
      return <PeopleBlockView block={block} accent={context.accent} />;
    case 'timeline':
      return <TimelineBlockView block={block} />;
    case 'form':
      return <FormBlockView block={block} pageId={pageId} pageVersion={pageVersion} context={context} />;
    case 'tasks':
      return (
        context.renderTasks?.(block.title || 'Your tasks') ?? (
          <Card title={block.title || WELCOME_BLOCK_LABELS.tasks} size="small">
            <Typography.Text type="secondary">The hire’s own tasks are listed here.</Typography.Text>
          </Card>
        )
      );
  }
}

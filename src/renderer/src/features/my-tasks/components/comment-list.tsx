import { Flex, Tag, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { TaskComment } from '@shared/contract/tasks';
import type { WaitingComment } from '../api/use-waiting-comments';
import { commentTime } from '../lib/comment-time';

export interface CommentListProps {
  comments: readonly TaskComment[];
  /** Comments the gateway has not stored yet; they come after the stored ones. */
  waiting: readonly WaitingComment[];
  /** Who wrote the waiting comments: the signed-in user. */
  waitingAuthor: string;
}

/** Plain text as written: line breaks kept, long words wrapped. */
const BODY_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 };

function CommentItem({ author, meta, body, first }: { author: string; meta: ReactNode; body: string; first: boolean }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderTop: first ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
      <Flex gap={8} align="baseline" wrap style={{ marginBottom: token.marginXXS }}>
        <Typography.Text strong>{author}</Typography.Text>
        {meta}
      </Flex>
      <p style={BODY_STYLE}>{body}</p>
    </li>
  );
}

/** A task's comments, oldest first, each with its author and time; those still waiting to be sent last. */
export function CommentList({ comments, waiting, waitingAuthor }: CommentListProps) {
  return (
    <ol aria-label="Comments" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {comments.map((comment, index) => (
        <CommentItem
          key={comment._id}
          first={index === 0}
          author={comment.author?.fullName ?? 'Former user'}
          body={comment.body}
          meta={
            <Typography.Text type="secondary">
              <time dateTime={comment.createdAt}>{commentTime(comment.createdAt)}</time>
            </Typography.Text>
          }
        />
      ))}
      {waiting.map((comment, index) => (
        <CommentItem
          key={`waiting-${comment.id}`}
          first={comments.length === 0 && index === 0}
          author={waitingAuthor}
          body={comment.body}
          meta={<Tag>Waiting to send</Tag>}
        />
      ))}
    </ol>
  );
}

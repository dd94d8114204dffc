import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { ONBOARDING_TEXT } from '@shared/messages';
import { TASK_COMMENT_MAX_LENGTH } from '@shared/onboarding';
import { FormField, fieldErrorId } from '@renderer/components/form-field';
import { useCommentRefusals } from '@renderer/domain/tasks/comment-refusals';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useLoginAs } from '@renderer/lib/session/use-read-only';
import { useAddComment } from '../api/use-add-comment';

const BODY_ID = 'task-comment-body';

function checkComment(text: string): string | undefined {
  const body = text.trim();
  if (body === '') return ONBOARDING_TEXT.commentRequired;
  return body.length > TASK_COMMENT_MAX_LENGTH ? ONBOARDING_TEXT.commentTooLong : undefined;
}

/**
 * Writes a comment on the task. The text leaves the box as soon as it is sent, to wait in the list
 * (offline too); if the gateway refuses a comment on the task while the form is open (this one, or
 * one written earlier and sent now), its text comes back with the reason, told here rather than
 * in an app-wide notice; so does the text of one refused while the form was closed.
 */
export function CommentForm({ taskId }: { taskId: string }) {
  const loginAs = useLoginAs();
  const readOnly = loginAs !== null;
  const addComment = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedChanges(text.trim() !== '');

  useCommentRefusals(taskId, (body, { message, fieldError }) => {
    // Whatever was typed since stays too.
    setText((current) => (current.trim() === '' ? body : `${body}\n\n${current}`));
    if (fieldError) setError(fieldError);
    else setFailure(message);
  });

  const submit = () => {
    if (readOnly) return;
    const problem = checkComment(text);
    setError(problem);
    if (problem) return;
    const body = text.trim();
    setText('');
    setFailure(null);
    // A refusal is told through useCommentRefusals, which sees comments sent after a restart too.
    addComment(taskId, body).catch(() => undefined);
  };

  return (
    <form
      aria-label="Add a comment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {readOnly ? <Typography.Paragraph type="secondary">{`Comments are turned off while ${loginAs} is logged in as this user.`}</Typography.Paragraph> : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <FormField id={BODY_ID} label="Add a comment" error={error}>
        <Input.TextArea
          id={BODY_ID}
          value={text}
          disabled={readOnly}
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={{ show: true, max: TASK_COMMENT_MAX_LENGTH }}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldErrorId(BODY_ID)}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(checkComment(event.target.value));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
        />
      </FormField>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" disabled={readOnly}>
          Add comment
        </Button>
      </Flex>
    </form>
  );
}

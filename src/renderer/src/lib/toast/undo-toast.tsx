import { Button } from 'antd';
import { announce } from './live-announcer';
import type { MessageApi } from './toast-context';

/** How long a change can be undone from its toast; long enough to read it and reach the button. */
export const UNDO_SECONDS = 8;

export interface UndoToast {
  /** One toast per thing changed: a second change to it replaces the first toast. */
  key: string;
  /** What changed, naming it. */
  text: string;
  onUndo(): void;
}

/** A success toast saying what changed, with Undo for a few seconds; Undo closes the toast at once. */
export function showUndoToast(message: MessageApi, { key, text, onUndo }: UndoToast): void {
  // The toast holds a button beside its words: only the words are read out.
  announce(text);
  void message.open({
    key,
    type: 'success',
    duration: UNDO_SECONDS,
    content: (
      <span>
        <span>{text}</span>{' '}
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => {
            message.destroy(key);
            onUndo();
          }}
        >
          Undo
        </Button>
      </span>
    ),
  });
}

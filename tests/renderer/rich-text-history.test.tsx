import { act, render, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_HISTORY_DELAY_MS, RICH_TEXT_HISTORY_DEPTH } from '@shared/rich-text';
import { Harness, button, editorBox, editorOf, setupUser } from './rich-text-support';

/** Writes at the end of the document, as typing would, `afterMs` after the previous change. */
function writeAfter(editor: Editor, afterMs: number, text: string) {
  vi.advanceTimersByTime(afterMs);
  editor.commands.insertContentAt(editor.state.doc.content.size - 1, text);
}

function typeAt(afterMs: number, text: string) {
  const editor = editorOf();
  act(() => writeAfter(editor, afterMs, text));
}

const undoButton = () => button('Undo');
const redoButton = () => button('Redo');

describe('rich text editor: undo history', () => {
  beforeEach(() => {
    // ProseMirror stamps each change with Date.now(). Only the clock is faked: it moves when the
    // test says so and never on its own, so a slow machine cannot stretch two quick changes apart.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`undoes changes made within ${RICH_TEXT_HISTORY_DELAY_MS} ms of each other as one step`, async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial="<p>Welcome</p>" onValue={onValue} />);
    expect(undoButton()).toBeDisabled();
    typeAt(0, ' to');
    typeAt(RICH_TEXT_HISTORY_DELAY_MS - 100, ' the');
    typeAt(RICH_TEXT_HISTORY_DELAY_MS - 100, ' team');
    expect(onValue).toHaveBeenLastCalledWith('<p>Welcome to the team</p>');
    await user.click(undoButton());
    expect(onValue).toHaveBeenLastCalledWith('<p>Welcome</p>');
    expect(undoButton()).toBeDisabled();
    await user.click(redoButton());
    expect(onValue).toHaveBeenLastCalledWith('<p>Welcome to the team</p>');
  });

  it(`starts a new step after a pause longer than ${RICH_TEXT_HISTORY_DELAY_MS} ms`, async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial="<p>Welcome</p>" onValue={onValue} />);
    typeAt(0, ' to');
    typeAt(100, ' the');
    typeAt(RICH_TEXT_HISTORY_DELAY_MS + 100, ' team');
    await user.click(undoButton());
    expect(onValue).toHaveBeenLastCalledWith('<p>Welcome to the</p>');
    // The toolbar hands focus back to the text on the next animation frame, as a person would see the caret return.
    await waitFor(() => expect(editorBox()).toHaveFocus());
    await user.keyboard('{Control>}z{/Control}');
    expect(onValue).toHaveBeenLastCalledWith('<p>Welcome</p>');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(onValue).toHaveBeenLastCalledWith('<p>Welcome to the</p>');
  });

  it(`keeps the last ${RICH_TEXT_HISTORY_DEPTH} steps and lets the older ones go`, () => {
    render(<Harness initial="<p></p>" />);
    // ProseMirror trims the history back to its depth once it runs 20 steps over.
    const steps = RICH_TEXT_HISTORY_DEPTH + 21;
    const editor = editorOf();
    act(() => {
      for (let step = 0; step < steps; step += 1) writeAfter(editor, RICH_TEXT_HISTORY_DELAY_MS + 1, 'x');
    });
    expect(editor.getText()).toHaveLength(steps);
    let undone = 0;
    act(() => {
      while (editor.can().undo()) {
        editor.commands.undo();
        undone += 1;
      }
    });
    expect(undone).toBe(RICH_TEXT_HISTORY_DEPTH);
    expect(editor.getText()).toHaveLength(steps - RICH_TEXT_HISTORY_DEPTH);
  });
});

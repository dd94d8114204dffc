import './rich-text-jsdom';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Editor, TiptapEditorHTMLElement } from '@tiptap/core';
import { useState } from 'react';
import { RichTextEditor, type RichTextEditorProps } from '@renderer/components/rich-text/rich-text-editor';

export type HarnessProps = Partial<Omit<RichTextEditorProps, 'value' | 'onChange' | 'id' | 'label'>> & {
  initial?: string;
  onValue?: (html: string) => void;
};

/** The editor as a form would hold it: the value lives in state and every change is reported. */
export function Harness({ initial = '', onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="welcome"
        label="Welcome message"
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
        {...props}
      />
      <button type="button" onClick={() => setValue('<p>Replaced from outside</p>')}>
        Replace
      </button>
    </>
  );
}

/** The editable area, found by id: role queries compute every accessible name, which is slow in jsdom. */
export const editorBox = () => document.getElementById('welcome') as HTMLElement;

/** A toolbar or dialog button by its accessible label. */
export const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });

/** The tiptap instance behind the editable area, for what a test drives or reads directly. */
export function editorOf(element: HTMLElement = editorBox()): Editor {
  const { editor } = element as TiptapEditorHTMLElement;
  if (!editor) throw new Error('No editor on this element');
  return editor;
}

export const errorText = () => document.getElementById('welcome-error')?.textContent ?? '';

export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  // antd's many style tags make the pointer-events check slow in jsdom; disabled state is asserted directly.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

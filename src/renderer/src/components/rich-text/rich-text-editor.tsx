import { EditorContent, getMarkAttributes, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorState } from '@tiptap/pm/state';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { RICH_TEXT_TEXT, isRichTextBlank, richTextTextLength } from '@shared/rich-text';
import { fieldErrorId } from '../form-field';
import { LinkDialog } from './link-dialog';
import { purifyRichText } from './purify-rich-text';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextContentCss, RichTextEditorCss, useRichTextEditorStyle } from './rich-text-styles';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorHandle {
  focus(): void;
}

export interface RichTextEditorProps {
  /** The id of the editable area; the label, error and counter ids derive from it. */
  id: string;
  label: string;
  /** The HTML, or '' when empty. */
  value: string;
  /** Called with the editor's HTML on every change; an empty editor gives ''. */
  onChange(html: string): void;
  onBlur?(): void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** The surrounding form's message, shown under the editor. */
  error?: string | undefined;
  /** Characters of text (not markup) allowed; a counter shows how many are used. */
  maxLength?: number;
  /** For react-hook-form's Controller, so a failed submit can focus the editor. */
  inputRef?: Ref<RichTextEditorHandle>;
}

/**
 * The editor's HTML as the form keeps it: '' when nothing is written, and without the empty
 * paragraph the editor keeps after a final list, quote or heading so the caret can leave it.
 */
export function editorHtml(editor: Editor): string {
  const html = editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
  return isRichTextBlank(html) ? '' : html;
}

function linkHref(state: EditorState): string {
  const { href } = getMarkAttributes(state, 'link') as { href?: unknown };
  return typeof href === 'string' ? href : '';
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * A labelled rich-text field: toolbar (bold, italic, underline, strike, headings 1 to 6, lists,
 * quote, link, undo and redo) over a tiptap editor, with its error under it like FormField. The
 * HTML it is given is sanitised before it is loaded; what it gives back uses only the shared
 * allow-list, and the gateway sanitises it again before storing it.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled = false,
  required = false,
  error,
  maxLength,
  inputRef,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = fieldErrorId(id);
  const countId = `${id}-count`;
  const [linkDialog, setLinkDialog] = useState<{ open: boolean; href: string }>({ open: false, href: '' });
  const lastEmitted = useRef(value);
  const [extensions] = useState(richTextExtensions);
  const latest = useLatest({ onChange, onBlur });
  const [initialContent] = useState(() => purifyRichText(value));
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });
  // Without a limit nothing shows the count, and the editor need not render on each keystroke.
  const length = useEditorState({ editor, selector: ({ editor: current }) => (maxLength === undefined ? 0 : richTextTextLength(editorHtml(current))) });
  const over = maxLength !== undefined && length > maxLength;
  const shownError = error ?? (over ? RICH_TEXT_TEXT.tooLong(maxLength) : undefined);
  const style = useRichTextEditorStyle(shownError !== undefined);

  const describedBy = maxLength === undefined ? errorId : `${errorId} ${countId}`;
  const invalid = shownError !== undefined;
  // Applied here rather than through useEditor's options: the invalid state depends on the count,
  // which needs the editor, and tiptap reapplies changed options on every render.
  useLayoutEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          class: 'hcm-rich-text-content',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': describedBy,
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
          ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        },
        handleKeyDown: (view, event) => {
          if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey || !view.editable) return false;
          event.preventDefault();
          // Keys typed before the dialog has mounted must not land in the document.
          view.dom.blur();
          setLinkDialog({ open: true, href: linkHref(view.state) });
          return true;
        },
      },
    });
  }, [editor, id, labelId, describedBy, invalid, required, disabled, placeholder]);

  useImperativeHandle(inputRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(purifyRichText(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const openLinkDialog = useCallback(() => {
    editor.view.dom.blur();
    setLinkDialog({ open: true, href: linkHref(editor.state) });
  }, [editor]);

  const closeLinkDialog = () => setLinkDialog((current) => ({ ...current, open: false }));

  return (
    <div className="hcm-rich-text" style={style}>
      <RichTextContentCss />
      <RichTextEditorCss />
      <div id={labelId} className="hcm-rich-text__label" onClick={() => editor.commands.focus()}>
        {label}
      </div>
      <div className={`hcm-rich-text__box${disabled ? ' is-disabled' : ''}`}>
        <RichTextToolbar editor={editor} label={label} editorId={id} disabled={disabled} linkDialogOpen={linkDialog.open} onOpenLinkDialog={openLinkDialog} />
        <div className="hcm-rich-text__body">
          {placeholder && isEmpty ? (
            <div className="hcm-rich-text__placeholder" aria-hidden="true">
              {placeholder}
            </div>
          ) : null}
          <EditorContent editor={editor} />
        </div>
      </div>
      <div className="hcm-rich-text__footer">
        <div id={errorId} className="hcm-rich-text__error" role="alert">
          {shownError}
        </div>
        {maxLength === undefined ? null : (
          <div id={countId} className={`hcm-rich-text__count${over ? ' is-over' : ''}`}>
            {`${length.toLocaleString('en-GB')} / ${maxLength.toLocaleString('en-GB')}`}
          </div>
        )}
      </div>
      <LinkDialog
        id={id}
        open={linkDialog.open}
        initialHref={linkDialog.href}
        onClose={closeLinkDialog}
        onAfterClose={() => editor.commands.focus()}
        onSave={(href) => {
          closeLinkDialog();
          if (editor.isActive('link')) editor.chain().extendMarkRange('link').setLink({ href }).run();
          else if (editor.state.selection.empty)
            editor
              .chain()
              .insertContent({ type: 'text', text: href.replace(/^mailto:/i, ''), marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else editor.chain().setLink({ href }).run();
        }}
        onRemove={() => {
          closeLinkDialog();
          editor.chain().extendMarkRange('link').unsetLink().run();
        }}
      />
    </div>
  );
}

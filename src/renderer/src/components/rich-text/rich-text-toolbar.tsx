import { LinkOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { useEditorState, type Editor } from '@tiptap/react';
import { memo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RICH_TEXT_HEADING_LEVELS, type RichTextHeadingLevel } from '@shared/rich-text';
import { BLOCK_TOOLS, HISTORY_TOOLS, LINK_SHORTCUT, MARK_TOOLS, ariaKeyShortcut, shortcutLabel, type ToggleTool } from './rich-text-tools';

export const TEXT_STYLE_LABEL = 'Text style';
export const PARAGRAPH_LABEL = 'Paragraph';
export const headingLabel = (level: RichTextHeadingLevel) => `Heading ${level}`;

const TEXT_STYLE_OPTIONS = [{ value: 0, label: PARAGRAPH_LABEL }, ...RICH_TEXT_HEADING_LEVELS.map((level) => ({ value: level, label: headingLabel(level) }))];

type ToggleKey = ToggleTool['key'];

interface ToolbarState {
  active: Record<ToggleKey, boolean>;
  heading: RichTextHeadingLevel | 0;
  inLink: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function readToolbarState(editor: Editor): ToolbarState {
  const active = Object.fromEntries([...MARK_TOOLS, ...BLOCK_TOOLS].map((tool) => [tool.key, editor.isActive(tool.key)])) as Record<ToggleKey, boolean>;
  return {
    active,
    heading: RICH_TEXT_HEADING_LEVELS.find((level) => editor.isActive('heading', { level })) ?? 0,
    inLink: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const ORDER = ['textStyle', ...MARK_TOOLS.map((tool) => tool.key), ...BLOCK_TOOLS.map((tool) => tool.key), 'link', ...HISTORY_TOOLS.map((tool) => tool.key)];
const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export interface RichTextToolbarProps {
  editor: Editor;
  /** The label of the field, so each toolbar on a page is named after its editor. */
  label: string;
  editorId: string;
  disabled: boolean;
  linkDialogOpen: boolean;
  onOpenLinkDialog(): void;
}

/**
 * The formatting toolbar. One tab stop: the arrow keys, Home and End move between its controls
 * (the WAI-ARIA toolbar pattern), and each button says whether its format is on (aria-pressed).
 */
export const RichTextToolbar = memo(function RichTextToolbar({ editor, label, editorId, disabled, linkDialogOpen, onOpenLinkDialog }: RichTextToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });
  const [tabStop, setTabStop] = useState(ORDER[0] as string);
  const elements = useRef(new Map<string, { focus(): void }>());
  const selectRef = useRef<RefSelectProps>(null);

  const enabled = (key: string) => !disabled && (key === 'undo' ? state.canUndo : key === 'redo' ? state.canRedo : true);
  const reachable = ORDER.filter(enabled);
  const currentStop = reachable.includes(tabStop) ? tabStop : reachable[0];

  const focusTool = (key: string) => {
    setTabStop(key);
    if (key === 'textStyle') selectRef.current?.focus();
    else elements.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.has(event.key) || reachable.length === 0) return;
    event.preventDefault();
    const at = Math.max(0, reachable.indexOf(currentStop ?? ''));
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? reachable.length - 1
          : (at + (event.key === 'ArrowRight' ? 1 : -1) + reachable.length) % reachable.length;
    focusTool(reachable[next] as string);
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  };

  const button = (key: string, buttonLabel: string, shortcut: string, icon: ReactNode, onClick: () => void, extra: Record<string, unknown>) => (
    <Tooltip key={key} title={`${buttonLabel} (${shortcutLabel(shortcut)})`} mouseEnterDelay={0.4}>
      <Button
        ref={register(key)}
        className="hcm-rich-text__tool"
        type="text"
        icon={icon}
        aria-label={buttonLabel}
        aria-keyshortcuts={ariaKeyShortcut(shortcut)}
        disabled={!enabled(key)}
        tabIndex={currentStop === key ? 0 : -1}
        // Keeps the selection in the editor while the pointer presses the button.
        onMouseDown={(event) => event.preventDefault()}
        onFocus={() => setTabStop(key)}
        onClick={onClick}
        {...extra}
      />
    </Tooltip>
  );

  const toggle = (tool: ToggleTool) =>
    button(tool.key, tool.label, tool.shortcut, tool.icon, () => tool.toggle(editor.chain().focus()).run(), { 'aria-pressed': state.active[tool.key] });

  return (
    <div className="hcm-rich-text__toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={editorId} onKeyDown={onKeyDown}>
      <Select
        ref={selectRef}
        aria-label={TEXT_STYLE_LABEL}
        variant="borderless"
        value={state.heading}
        options={TEXT_STYLE_OPTIONS}
        disabled={disabled}
        tabIndex={currentStop === 'textStyle' ? 0 : -1}
        style={{ width: 124 }}
        popupMatchSelectWidth={false}
        onFocus={() => setTabStop('textStyle')}
        onChange={(level: RichTextHeadingLevel | 0) => {
          const chain = editor.chain().focus();
          (level === 0 ? chain.setParagraph() : chain.setHeading({ level })).run();
        }}
      />
      <span className="hcm-rich-text__separator" aria-hidden="true" />
      {MARK_TOOLS.map(toggle)}
      <span className="hcm-rich-text__separator" aria-hidden="true" />
      {BLOCK_TOOLS.map(toggle)}
      <span className="hcm-rich-text__separator" aria-hidden="true" />
      {button('link', state.inLink ? 'Edit link' : 'Insert link', LINK_SHORTCUT, <LinkOutlined />, onOpenLinkDialog, {
        'aria-haspopup': 'dialog',
        'aria-expanded': linkDialogOpen,
        className: `hcm-rich-text__tool${state.inLink ? ' is-active' : ''}`,
      })}
      <span className="hcm-rich-text__separator" aria-hidden="true" />
      {HISTORY_TOOLS.map((tool) => button(tool.key, tool.label, tool.shortcut, tool.icon, () => tool.run(editor.chain().focus()).run(), {}))}
    </div>
  );
});

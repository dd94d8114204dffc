import Icon, {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ChainedCommands, Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

// antd's icon set has no quotation mark; this one is drawn on its 1024 grid to match the others.
function QuoteSvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M200 256h264v264c0 146-84 240-220 272l-32-72c76-24 118-76 124-136H200V256zm360 0h264v264c0 146-84 240-220 272l-32-72c76-24 118-76 124-136H560V256z" />
    </svg>
  );
}

const QuoteOutlined = () => <Icon component={QuoteSvg} aria-label="quote" />;

export interface ToggleTool {
  key: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote';
  label: string;
  /** In tiptap's notation; Mod is Cmd on macOS and Ctrl elsewhere. */
  shortcut: string;
  icon: ReactNode;
  toggle(chain: ChainedCommands): ChainedCommands;
}

/** The toolbar's on/off tools, in toolbar order: marks first, then blocks. */
export const MARK_TOOLS: readonly ToggleTool[] = [
  { key: 'bold', label: 'Bold', shortcut: 'Mod-B', icon: <BoldOutlined />, toggle: (chain) => chain.toggleBold() },
  { key: 'italic', label: 'Italic', shortcut: 'Mod-I', icon: <ItalicOutlined />, toggle: (chain) => chain.toggleItalic() },
  { key: 'underline', label: 'Underline', shortcut: 'Mod-U', icon: <UnderlineOutlined />, toggle: (chain) => chain.toggleUnderline() },
  { key: 'strike', label: 'Strikethrough', shortcut: 'Mod-Shift-S', icon: <StrikethroughOutlined />, toggle: (chain) => chain.toggleStrike() },
];

export const BLOCK_TOOLS: readonly ToggleTool[] = [
  { key: 'bulletList', label: 'Bulleted list', shortcut: 'Mod-Shift-8', icon: <UnorderedListOutlined />, toggle: (chain) => chain.toggleBulletList() },
  { key: 'orderedList', label: 'Numbered list', shortcut: 'Mod-Shift-7', icon: <OrderedListOutlined />, toggle: (chain) => chain.toggleOrderedList() },
  { key: 'blockquote', label: 'Quote', shortcut: 'Mod-Shift-B', icon: <QuoteOutlined />, toggle: (chain) => chain.toggleBlockquote() },
];

export interface HistoryTool {
  key: 'undo' | 'redo';
  label: string;
  shortcut: string;
  icon: ReactNode;
  run(chain: ChainedCommands): ChainedCommands;
  can(editor: Editor): boolean;
}

export const HISTORY_TOOLS: readonly HistoryTool[] = [
  { key: 'undo', label: 'Undo', shortcut: 'Mod-Z', icon: <UndoOutlined />, run: (chain) => chain.undo(), can: (editor) => editor.can().undo() },
  { key: 'redo', label: 'Redo', shortcut: 'Mod-Shift-Z', icon: <RedoOutlined />, run: (chain) => chain.redo(), can: (editor) => editor.can().redo() },
];

export const LINK_SHORTCUT = 'Mod-K';

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** 'Mod-Shift-8' as a person reads it: Ctrl+Shift+8, or ⌘+Shift+8 on a Mac. */
export function shortcutLabel(shortcut: string): string {
  return shortcut.replace('Mod', IS_APPLE ? '⌘' : 'Ctrl').replaceAll('-', '+');
}

/** 'Mod-Shift-8' in aria-keyshortcuts form: Control+Shift+8, or Meta+Shift+8 on a Mac. */
export function ariaKeyShortcut(shortcut: string): string {
  return shortcut.replace('Mod', IS_APPLE ? 'Meta' : 'Control').replaceAll('-', '+');
}

import { Input } from 'antd';
import { useState } from 'react';
import { FILTER_BAR_TEXT } from './filter-constants';

export interface NumberFilterProps {
  id: string;
  /** The number the URL holds, as text, or undefined for none. */
  value: string | undefined;
  /** Hands on the text typed, trimmed; undefined when the field was emptied. */
  onCommit(text: string | undefined): void;
  placeholder?: string | undefined;
  /** Set while the field holds text the bar refused; the words are shown under the field. */
  invalid?: boolean;
}

/**
 * A number typed in, handed on at Enter or when the field is left, so a half-typed number (a
 * lone minus) asks for nothing. When the URL changes under it (back, forward), it shows the URL's.
 */
export function NumberFilter({ id, value, onCommit, placeholder = FILTER_BAR_TEXT.numberPlaceholder, invalid = false }: NumberFilterProps) {
  const shown = value ?? '';
  const [draft, setDraft] = useState({ text: shown, base: shown });
  if (draft.base !== shown) setDraft({ text: shown, base: shown });

  const commit = () => {
    const text = draft.text.trim();
    if (text !== shown || invalid) onCommit(text === '' ? undefined : text);
  };

  return (
    <Input
      id={id}
      inputMode="decimal"
      allowClear
      placeholder={placeholder}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      {...(invalid ? { 'aria-describedby': `${id}-problem` } : {})}
      value={draft.text}
      onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
      onClear={() => onCommit(undefined)}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FILTER_BAR_TEXT, FILTER_SEARCH_DEBOUNCE_MS } from './filter-constants';

export interface SearchFilterProps {
  id: string;
  /** The search text the URL holds. */
  value: string;
  onCommit(text: string): void;
  placeholder?: string | undefined;
  debounceMs?: number | undefined;
}

interface Draft {
  text: string;
  /** The URL's value the draft last took in. */
  base: string;
}

/**
 * A search box that hands its text on once typing has rested for debounceMs (at once on Enter or
 * when cleared). When the URL changes under it (back, forward), it shows the URL's text and drops
 * any text still waiting.
 */
export function SearchFilter({
  id,
  value,
  onCommit,
  placeholder = FILTER_BAR_TEXT.searchPlaceholder,
  debounceMs = FILTER_SEARCH_DEBOUNCE_MS,
}: SearchFilterProps) {
  const [draft, setDraft] = useState<Draft>({ text: value, base: value });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (draft.base !== value) {
    // The text the person typed stays as typed when the URL only took it in trimmed.
    setDraft({ text: draft.text.trim() === value ? draft.text : value, base: value });
  }

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    clearTimeout(timer.current);
  }, [value]);

  const commitNow = (text: string) => {
    clearTimeout(timer.current);
    onCommit(text);
  };

  return (
    <Input
      id={id}
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      value={draft.text}
      onChange={(event) => {
        const text = event.target.value;
        setDraft((current) => ({ ...current, text }));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onCommit(text), debounceMs);
      }}
      onClear={() => commitNow('')}
      onPressEnter={() => commitNow(draft.text)}
    />
  );
}

import { Select, theme } from 'antd';
import { useState } from 'react';
import { findTimezone, nameMatches, TIMEZONES, timezoneMatches, type Timezone } from '@shared/timezones';
import { PICKER_LIST_HEIGHT_PX } from '../async-select/picker-constants';
import type { PickerFieldProps } from '../async-select/picker-field-props';
import { useReadablePlaceholder } from '../async-select/use-readable-placeholder';

export const TIMEZONE_SELECT_TEXT = {
  placeholder: 'Select timezone',
  empty: 'No timezone matches',
} as const;

/** How many of an entry's zone names its option lists under its label. */
const ZONES_SHOWN = 3;

interface TimezoneOption {
  value: string;
  label: string;
  entry: Timezone;
}

/** The zone names to show under an entry: those the search names first, then the rest, up to ZONES_SHOWN. */
function zonesToShow(entry: Timezone, search: string): string[] {
  const matching = search.trim() === '' ? [] : entry.utc.filter((zone) => nameMatches(zone, search));
  return [...new Set([...matching, ...entry.utc])].slice(0, ZONES_SHOWN);
}

const OPTIONS: TimezoneOption[] = TIMEZONES.map((entry) => ({ value: entry.text, label: entry.text, entry }));

export interface TimezoneSelectProps extends PickerFieldProps {
  /** The chosen entry's text, e.g. '(UTC) Edinburgh, London' (the one field unique to an entry). */
  value: string | undefined;
  onChange(text: string | undefined, entry: Timezone | undefined): void;
  allowClear?: boolean;
}

/** The timezone list, searchable by its text, Windows name, abbreviation and IANA zone names. */
export function TimezoneSelect({
  id,
  value,
  onChange,
  placeholder = TIMEZONE_SELECT_TEXT.placeholder,
  allowClear = true,
  style,
  ...rest
}: TimezoneSelectProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const placeholderStyles = useReadablePlaceholder();
  const known = value !== undefined && findTimezone(value) !== undefined;
  return (
    <Select<string | undefined, TimezoneOption>
      {...rest}
      id={id}
      style={{ width: '100%', ...style }}
      placeholder={placeholder}
      styles={placeholderStyles}
      allowClear={allowClear}
      value={known ? value : undefined}
      options={OPTIONS}
      showSearch={{ filterOption: (input, option) => (option ? timezoneMatches(option.entry, input) : false), onSearch: setSearch }}
      listHeight={PICKER_LIST_HEIGHT_PX}
      notFoundContent={TIMEZONE_SELECT_TEXT.empty}
      optionRender={(option) => (
        <div>
          <div style={{ whiteSpace: 'normal' }}>{option.data.entry.text}</div>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, whiteSpace: 'normal' }}>
            {[option.data.entry.abbr, zonesToShow(option.data.entry, search).join(', ')].filter(Boolean).join(' · ')}
          </div>
        </div>
      )}
      onChange={(text) => onChange(text, text === undefined ? undefined : findTimezone(text))}
    />
  );
}

import { Select, Spin, theme } from 'antd';
import { useLayoutEffect, useRef, type ReactNode, type UIEvent } from 'react';
import { failureMessage } from '@renderer/lib/bridge';
import { asyncOptionLabel, type AsyncOption, type AsyncOptionFetcher } from './async-option';
import { ASYNC_SELECT_TEXT } from './async-select-text';
import { END_OF_LIST_PX, PICKER_LIST_HEIGHT_PX } from './picker-constants';
import type { PickerFieldProps } from './picker-field-props';
import { useAsyncOptions } from './use-async-options';
import { useReadablePlaceholder } from './use-readable-placeholder';

/** What AsyncSelect and AsyncMultiSelect share. */
export interface AsyncPickerCommonProps extends PickerFieldProps {
  fetcher: AsyncOptionFetcher;
  /** How long the typed text rests before it is searched; 500 ms unless said otherwise. */
  debounceMs?: number;
}

interface AsyncPickerProps extends AsyncPickerCommonProps {
  multiple: boolean;
  maxTagCount?: number | 'responsive' | undefined;
  selected: readonly AsyncOption[];
  onSelectedChange(options: AsyncOption[]): void;
}

interface LabeledValue {
  value: string;
  label: string;
}

const toLabeled = (option: AsyncOption): LabeledValue => ({ value: option._id, label: asyncOptionLabel(option) });

function StatusRow({ children, tone }: { children: ReactNode; tone: 'info' | 'error' }) {
  const { token } = theme.useToken();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        color: tone === 'error' ? token.colorError : token.colorTextSecondary,
      }}
    >
      {children}
    </div>
  );
}

// antd's own (virtual) lists hide their overflow and scroll themselves; this plain one scrolls as a
// region, and a region that scrolls must take the focus so that it can be scrolled from the keyboard
// (WCAG 2.1.1). The arrow keys in the field move through the options as well.
const LIST_HOLDER = '.ant-select-dropdown-list-holder';

function FocusableList({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    frame.current?.querySelector<HTMLElement>(LIST_HOLDER)?.setAttribute('tabindex', '0');
  });
  return <div ref={frame}>{children}</div>;
}

/** The searchable, paged picker behind AsyncSelect and AsyncMultiSelect. */
export function AsyncPicker({
  id,
  fetcher,
  debounceMs,
  placeholder = ASYNC_SELECT_TEXT.placeholder,
  multiple,
  maxTagCount,
  selected,
  onSelectedChange,
  ...rest
}: AsyncPickerProps) {
  const picker = useAsyncOptions({ fetcher, debounceMs });
  const placeholderStyles = useReadablePlaceholder();
  const known = new Map<string, AsyncOption>([...picker.options, ...selected].map((option) => [option._id, option]));
  const failure = picker.phase === 'failed' ? failureMessage(picker.error, ASYNC_SELECT_TEXT.failed) : undefined;
  const hasOptions = picker.options.length > 0;

  const emptyContent =
    picker.phase === 'loading' || picker.phase === 'idle' ? (
      <StatusRow tone="info">
        <Spin size="small" />
        {ASYNC_SELECT_TEXT.loading}
      </StatusRow>
    ) : failure ? (
      <StatusRow tone="error">{failure}</StatusRow>
    ) : (
      <StatusRow tone="info">{ASYNC_SELECT_TEXT.empty}</StatusRow>
    );

  const footer =
    hasOptions && picker.phase === 'loadingMore' ? (
      <StatusRow tone="info">
        <Spin size="small" />
        {ASYNC_SELECT_TEXT.loadingMore}
      </StatusRow>
    ) : hasOptions && failure ? (
      <StatusRow tone="error">{failure}</StatusRow>
    ) : null;

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - END_OF_LIST_PX) picker.loadMore();
  };

  const toOptions = (values: readonly LabeledValue[]): AsyncOption[] =>
    values.map((entry) => known.get(entry.value) ?? { _id: entry.value, fullName: entry.label });

  const common = {
    id,
    labelInValue: true as const,
    allowClear: true,
    placeholder,
    styles: placeholderStyles,
    style: { width: '100%', ...rest.style },
    options: picker.options.map(toLabeled),
    showSearch: { filterOption: false, searchValue: picker.searchText, onSearch: picker.search, autoClearSearchValue: !multiple },
    // A plain scrolling list: pages of 10 stay small, and its own scroll position tells when the end is reached.
    virtual: false,
    listHeight: PICKER_LIST_HEIGHT_PX,
    loading: picker.phase === 'loading' || picker.phase === 'loadingMore',
    notFoundContent: emptyContent,
    popupRender: (menu: ReactNode) => (
      <FocusableList>
        {menu}
        {footer}
      </FocusableList>
    ),
    onPopupScroll,
    onOpenChange: picker.setOpen,
    disabled: rest.disabled,
    status: rest.status,
    size: rest.size,
    onBlur: rest.onBlur,
    'aria-label': rest['aria-label'],
    'aria-describedby': rest['aria-describedby'],
    'aria-required': rest['aria-required'],
    'aria-invalid': rest['aria-invalid'],
  };

  if (multiple) {
    return (
      <Select<LabeledValue[]>
        {...common}
        mode="multiple"
        maxTagCount={maxTagCount}
        value={selected.map(toLabeled)}
        onChange={(values) => onSelectedChange(toOptions(values ?? []))}
      />
    );
  }
  const [first] = selected;
  return (
    <Select<LabeledValue | undefined>
      {...common}
      value={first ? toLabeled(first) : undefined}
      onChange={(value) => onSelectedChange(value ? toOptions([value]) : [])}
    />
  );
}

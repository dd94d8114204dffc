import { ClearOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { writeFilterValue } from './filter-codecs';
import { FILTER_BAR_TEXT } from './filter-constants';
import { FilterControl } from './filter-control';
import type { FilterDefinition, FilterType, FilterValueOf } from './filter-definitions';
import { useFilterParams } from './use-filter-params';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export interface FilterBarProps {
  /** The filters, in the order they are shown; each keeps its value in the URL parameter named by its key. */
  filters: readonly FilterDefinition[];
  /** Other URL parameters that no longer apply once a filter changes, e.g. a table's page. */
  resetParams?: readonly string[];
  /** Names the bar for assistive technology; 'Filters' unless said otherwise. */
  'aria-label'?: string;
}

/** How wide each kind of control is drawn, so the bar wraps into tidy rows. */
const WIDTHS: Readonly<Record<FilterType, CSSProperties['width']>> = {
  search: 260,
  select: 190,
  timezone: 280,
  multiselect: 260,
  asyncMultiselect: 280,
  date: 160,
  checkbox: 'auto',
  dateRange: 408,
  customDateRange: 260,
};

const widthOf = (definition: FilterDefinition) => (definition.type === 'customDateRange' && definition.mode === 'month' ? 160 : WIDTHS[definition.type]);

/**
 * A row of filters whose values live in the URL query: a reload, back and forward keep them, and a
 * value only appears in the URL once it differs from its default. Clear Filters sets every
 * filter back to its default. Screens read the values with useFilterValues(filters).
 */
export function FilterBar({ filters, resetParams = [], 'aria-label': ariaLabel = FILTER_BAR_TEXT.region }: FilterBarProps) {
  const { token } = theme.useToken();
  const idPrefix = useId();
  const { params, update } = useFilterParams();
  // Clear Filters redraws the controls, so text still waiting in a search box is dropped too.
  const [generation, setGeneration] = useState(0);

  const change = <D extends FilterDefinition>(definition: D, value: FilterValueOf<D>) =>
    update((next) => {
      writeFilterValue(definition, value, next);
      for (const key of resetParams) next.delete(key);
    });

  const clear = () => {
    setGeneration((current) => current + 1);
    update((next) => {
      for (const key of [...filters.map((definition) => definition.key), ...resetParams]) next.delete(key);
    });
  };

  return (
    <AllowWhileReadOnly>
      <div
        role="search"
        aria-label={ariaLabel}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${token.marginSM}px ${token.margin}px` }}
      >
        {filters.map((definition) => {
          const id = `${idPrefix}-${definition.key}`;
          return (
            <div
              key={`${definition.key}-${generation}`}
              style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, width: widthOf(definition), maxWidth: '100%' }}
            >
              {definition.type === 'checkbox' ? (
                <span aria-hidden style={{ fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM }}>
                  &nbsp;
                </span>
              ) : (
                <label htmlFor={id} style={{ fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM, color: token.colorTextSecondary }}>
                  {definition.label}
                </label>
              )}
              <div style={definition.type === 'checkbox' ? { display: 'flex', alignItems: 'center', minHeight: token.controlHeight } : undefined}>
                <FilterControl id={id} definition={definition} params={params} onChange={change} />
              </div>
            </div>
          );
        })}
        <Button icon={<ClearOutlined aria-hidden />} onClick={clear} style={{ marginInlineStart: 'auto' }}>
          {FILTER_BAR_TEXT.clear}
        </Button>
      </div>
    </AllowWhileReadOnly>
  );
}

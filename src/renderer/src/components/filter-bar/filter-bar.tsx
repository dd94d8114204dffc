import { ClearOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { isRangeFilter, reversedRangeProblem } from './range-order';
import { readFilterValue, writeFilterValue } from './filter-codecs';
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
  number: 160,
  checkbox: 'auto',
  dateRange: 408,
  customDateRange: 260,
};

/** How wide a field is drawn while it says what is wrong with its value. */
const PROBLEM_WIDTH = 320;

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
  // A day or number that would reverse its range (or a number that is not one) stays in its field, marked, and never reaches the URL.
  const [refused, setRefused] = useState<{ key: string; value: string; problem: string } | null>(null);

  const change = <D extends FilterDefinition>(definition: D, value: FilterValueOf<D>) => {
    const problem = isRangeFilter(definition) ? reversedRangeProblem(filters, definition, value as string | undefined, params) : undefined;
    if (problem !== undefined) {
      setRefused({ key: definition.key, value: value as string, problem });
      return;
    }
    setRefused(null);
    update((next) => {
      writeFilterValue(definition, value, next);
      for (const key of resetParams) next.delete(key);
    });
  };

  /** The words under a field: the day it refused, or a reversed range the URL brought (said at its end). */
  const problemAt = (definition: FilterDefinition): string | undefined => {
    if (refused?.key === definition.key) return refused.problem;
    if (!isRangeFilter(definition) || definition.notBefore === undefined) return undefined;
    return reversedRangeProblem(filters, definition, readFilterValue(definition, params), params);
  };

  const clear = () => {
    setRefused(null);
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
        // Fields align at their labels' top, so a field that says what is wrong below it keeps its control in line.
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: `${token.marginSM}px ${token.margin}px` }}
      >
        {filters.map((definition) => {
          const id = `${idPrefix}-${definition.key}`;
          const problem = problemAt(definition);
          return (
            <div
              key={`${definition.key}-${generation}`}
              data-filter={definition.key}
              style={{
                display: 'flex',
                flexDirection: 'column',
                gap: token.marginXXS,
                // Room for the words of a refusal on a line or two, not a narrow column of them.
                ...(problem === undefined ? { width: widthOf(definition) } : { minWidth: widthOf(definition), width: PROBLEM_WIDTH }),
                maxWidth: '100%',
              }}
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
                <FilterControl
                  id={id}
                  definition={definition}
                  params={params}
                  onChange={change}
                  refused={refused?.key === definition.key ? refused : undefined}
                  invalid={problem !== undefined}
                />
              </div>
              {problem === undefined ? null : (
                <div id={`${id}-problem`} role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM }}>
                  {problem}
                </div>
              )}
            </div>
          );
        })}
        <Button icon={<ClearOutlined aria-hidden />} onClick={clear} style={{ marginInlineStart: 'auto', alignSelf: 'flex-end' }}>
          {FILTER_BAR_TEXT.clear}
        </Button>
      </div>
    </AllowWhileReadOnly>
  );
}

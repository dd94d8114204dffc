import { Segmented } from 'antd';
import { HIRE_STATUS_LABELS, HIRE_STATUSES, type HireStatus } from '@shared/onboarding';

const ALL = 'all';
/** Several statuses are chosen in the filter bar: no single tab stands for them. */
const MIXED = 'mixed';

export interface HireStatusTabsProps {
  /** Hires by status under every filter but the status filter; undefined while loading. */
  counts: Readonly<Record<HireStatus, number>> | undefined;
  /** The status filter's value. */
  selected: readonly string[];
  onSelect(status: HireStatus | undefined): void;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

const isHireStatus = (value: string): value is HireStatus => (HIRE_STATUSES as readonly string[]).includes(value);

/**
 * All hires, or those of one status, each with its count; picking one sets the status filter.
 * Several statuses chosen in the bar get a tab of their own, checked, whose count is theirs
 * together: the checked tab always counts the rows the table shows.
 */
export function HireStatusTabs({ counts, selected, onSelect }: HireStatusTabsProps) {
  const sumOf = (statuses: readonly HireStatus[]) => (counts ? statuses.reduce((sum, status) => sum + counts[status], 0) : undefined);
  const chosen = HIRE_STATUSES.filter((status) => selected.includes(status));
  const value = selected.length === 0 ? ALL : selected.length === 1 ? (selected[0] ?? ALL) : MIXED;
  return (
    <Segmented<string>
      aria-label="Hires by status"
      value={value}
      onChange={(next) => {
        if (next === ALL) onSelect(undefined);
        else if (isHireStatus(next)) onSelect(next);
      }}
      options={[
        { value: ALL, label: withCount('All', sumOf(HIRE_STATUSES)) },
        ...HIRE_STATUSES.map((status) => ({ value: status, label: withCount(HIRE_STATUS_LABELS[status], counts?.[status]) })),
        ...(value === MIXED ? [{ value: MIXED, label: withCount(chosen.map((status) => HIRE_STATUS_LABELS[status]).join(', '), sumOf(chosen)) }] : []),
      ]}
      style={{ maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}

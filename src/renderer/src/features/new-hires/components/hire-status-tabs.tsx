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

/** All hires, or those of one status, each with its count; picking one sets the status filter. */
export function HireStatusTabs({ counts, selected, onSelect }: HireStatusTabsProps) {
  const total = counts ? HIRE_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const value = selected.length === 0 ? ALL : selected.length === 1 ? (selected[0] ?? ALL) : MIXED;
  return (
    <Segmented<string>
      aria-label="Hires by status"
      value={value}
      onChange={(next) => onSelect(next === ALL ? undefined : (next as HireStatus))}
      options={[
        { value: ALL, label: withCount('All', total) },
        ...HIRE_STATUSES.map((status) => ({ value: status, label: withCount(HIRE_STATUS_LABELS[status], counts?.[status]) })),
      ]}
      style={{ maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}

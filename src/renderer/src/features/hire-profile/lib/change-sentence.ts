import type { HireChange } from '@shared/contract/new-hires';
import { HIRE_STATUS_LABELS, type HireStatus } from '@shared/onboarding';
import { displayDate } from './date-time';

function readable(field: string, value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  if (field === 'status' && value in HIRE_STATUS_LABELS) return HIRE_STATUS_LABELS[value as HireStatus];
  return displayDate(value);
}

/**
 * How the activity list reads a change: "<who> changed <label> from <old> to <new>", or set/cleared
 * when one side is empty; the record's first row says the hire was added.
 */
export function changeSentence(change: HireChange): string {
  const who = change.changedBy?.fullName ?? 'The system';
  const before = readable(change.field, change.oldValue);
  const after = readable(change.field, change.newValue);
  if (change.field === 'created') return `${who} added the new hire${after ? ` as ${after}` : ''}`;
  if (before === null && after !== null) return `${who} set ${change.label} to ${after}`;
  if (before !== null && after === null) return `${who} cleared ${change.label} (it was ${before})`;
  return `${who} changed ${change.label} from ${before ?? '(empty)'} to ${after ?? '(empty)'}`;
}

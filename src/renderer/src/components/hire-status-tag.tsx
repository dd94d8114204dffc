import { Tag } from 'antd';
import { HIRE_STATUS_LABELS, type HireStatus } from '@shared/onboarding';

const STATUS_COLOURS: Readonly<Record<HireStatus, string>> = {
  pending: 'gold',
  preboarding: 'blue',
  onboarding: 'cyan',
  completed: 'green',
  withdrawn: 'default',
};

/** A hire's status in words, tinted by status (the words carry it; the colour only helps). */
export function HireStatusTag({ status }: { status: HireStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{HIRE_STATUS_LABELS[status]}</Tag>;
}

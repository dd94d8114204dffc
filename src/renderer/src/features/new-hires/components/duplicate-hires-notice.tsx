import { Alert, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { HireDuplicate, HireDuplicateReason } from '@shared/contract/new-hires';
import { toDisplayDate } from '@shared/date-format';
import { HIRE_STATUS_LABELS } from '@shared/onboarding';
import { routes } from '@shared/routes';
import { TextLink } from '@renderer/components/text-link';

const REASON_TEXT: Readonly<Record<HireDuplicateReason, string>> = {
  personalEmail: 'the same personal email',
  workEmail: 'the same work email',
  nameAndStartDate: 'the same name and start date',
};

export const DUPLICATE_HIRES_TEXT = {
  title: (count: number) => (count === 1 ? 'This may be a hire already added' : `This may be one of ${count} hires already added`),
  description: 'Open the hire to check. If this is someone else, carry on: you are asked once more before saving.',
} as const;

/** Why a hire may be the one being entered, in words: "Pending, starts 01/15/2026: the same personal email". */
export function duplicateSummary(duplicate: HireDuplicate): string {
  const reasons = duplicate.reasons.map((reason) => REASON_TEXT[reason]).join(', ');
  return `${HIRE_STATUS_LABELS[duplicate.status]}, starts ${toDisplayDate(duplicate.startDate)}: ${reasons}`;
}

/** One existing hire, linked to their page, and why they may be this one. */
export function DuplicateHireLine({ duplicate }: { duplicate: HireDuplicate }) {
  return (
    <>
      <TextLink to={routes.hireInfo(duplicate._id)}>{duplicate.fullName}</TextLink> ({duplicateSummary(duplicate)})
    </>
  );
}

/** Points out the company's hires the one being entered may repeat; it warns and never stops the flow. */
export function DuplicateHiresNotice({ duplicates, style }: { duplicates: readonly HireDuplicate[]; style?: CSSProperties }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={style}
      role="status"
      title={DUPLICATE_HIRES_TEXT.title(duplicates.length)}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: '1.25em', overflowWrap: 'anywhere' }}>
            {duplicates.map((duplicate) => (
              <li key={duplicate._id}>
                <DuplicateHireLine duplicate={duplicate} />
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary">{DUPLICATE_HIRES_TEXT.description}</Typography.Text>
        </>
      }
    />
  );
}

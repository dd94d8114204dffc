import { theme, Typography } from 'antd';
import type { HireSummary } from '@shared/contract/onboarding-schemas';
import { routes } from '@shared/routes';
import { TextLink } from '@renderer/components/text-link';
import { startDateText } from '../lib/start-date-text';

export interface HireListProps {
  label: string;
  hires: readonly HireSummary[];
  emptyText: string;
}

/** Hires by name, each linked to their info page, with start date and job. */
export function HireList({ label, hires, emptyText }: HireListProps) {
  const { token } = theme.useToken();
  if (hires.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {hires.map((hire) => (
        <li key={hire._id}>
          <TextLink to={routes.hireInfo(hire._id)}>{hire.fullName}</TextLink>
          <div>
            <Typography.Text type="secondary">
              {[startDateText(hire.startDate), hire.jobTitle, hire.department?.label].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  );
}

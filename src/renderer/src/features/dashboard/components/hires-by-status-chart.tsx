import { theme } from 'antd';
import type { DashboardSummary } from '@shared/contract/new-hires';
import { HIRE_STATUSES, HIRE_STATUS_LABELS } from '@shared/onboarding';

/**
 * A bar chart that is also its own text alternative: a table of statuses and counts, with each
 * bar drawn in a cell screen readers skip.
 */
export function HiresByStatusChart({ counts }: { counts: DashboardSummary['counts'] }) {
  const { token } = theme.useToken();
  const largest = Math.max(1, ...HIRE_STATUSES.map((status) => counts[status]));
  const total = HIRE_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const cell = { padding: `${token.paddingXXS}px ${token.paddingXS}px`, borderBottom: `1px solid ${token.colorSplit}` };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', color: token.colorTextSecondary, paddingBottom: token.paddingXS }}>{`Hires by status, ${total} in all`}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start', fontWeight: 500 }}>
            Status
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'end', fontWeight: 500 }}>
            Hires
          </th>
          <td aria-hidden style={{ ...cell, width: '55%' }} />
        </tr>
      </thead>
      <tbody>
        {HIRE_STATUSES.map((status) => (
          <tr key={status}>
            <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
              {HIRE_STATUS_LABELS[status]}
            </th>
            <td style={{ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{counts[status]}</td>
            <td aria-hidden style={cell}>
              <div
                style={{
                  height: 12,
                  width: `${(counts[status] / largest) * 100}%`,
                  minWidth: counts[status] > 0 ? 2 : 0,
                  background: token.colorPrimary,
                  borderRadius: token.borderRadiusSM,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

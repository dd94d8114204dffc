import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { toApiDate } from '@shared/date-format';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** What needs attention now, counted against the user's own calendar day: the dashboard and the user's own day read the same answer. */
export function useDashboardSummary() {
  return useQuery({ ...operationQuery('newHire.dashboardSummary', { today: toApiDate(dayjs()) }), select: (answer) => answer.data });
}

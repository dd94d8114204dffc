import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { toApiDate } from '@shared/date-format';
import { callApi } from '@renderer/lib/bridge';

export const dashboardSummaryKey = (today: string) => ['newHire.dashboardSummary', today] as const;

/** What needs attention now, counted against the user's own calendar day. */
export function useDashboardSummary() {
  const today = toApiDate(dayjs());
  return useQuery({
    queryKey: dashboardSummaryKey(today),
    queryFn: () => callApi('newHire.dashboardSummary', { today }),
    select: (answer) => answer.data,
  });
}

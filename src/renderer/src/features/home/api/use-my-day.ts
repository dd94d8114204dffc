import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { toApiDate } from '@shared/date-format';
import { callApi } from '@renderer/lib/bridge';

/** The dashboard summary (the same cache entry the dashboard reads): the user's tasks and who starts this week. */
export function useMyDay() {
  const today = toApiDate(dayjs());
  return useQuery({
    queryKey: ['newHire.dashboardSummary', today],
    queryFn: () => callApi('newHire.dashboardSummary', { today }),
    select: (answer) => answer.data,
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';

export function usePlanTemplates() {
  return useQuery({
    queryKey: ['tasks.planTemplates'],
    queryFn: () => callApi('tasks.planTemplates', {}),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

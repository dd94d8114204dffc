import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';

/** The company's plan templates; they change rarely, so they are kept for ten minutes. */
export function usePlanTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['tasks.planTemplates'],
    queryFn: () => callApi('tasks.planTemplates', {}),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
    enabled,
  });
}

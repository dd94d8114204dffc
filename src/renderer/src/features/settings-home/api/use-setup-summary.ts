import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationQuery } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

/** What the company has set up, for the settings home and the overview. */
export function useSetupSummary() {
  return useQuery({ ...operationQuery('setup.summary', {}), select: (answer) => answer.data });
}

/** How many custom roles the company has, for the access card. */
export function useCustomRoleCount() {
  return useQuery({ ...operationQuery('access.customRoles', {}), select: (answer) => answer.data.length });
}

/** How many welcome pages are published and how many are drafts, for the pages card. */
export function useWelcomePageCounts() {
  return useQuery({
    ...operationQuery('welcomePages.list', {}),
    select: (answer) => {
      const published = answer.data.filter((page) => page.status === 'published').length;
      return { published, drafts: answer.data.length - published };
    },
  });
}

/** "Start from the sample set": toasts what was added and reads again what it changed. */
export function useStartFromSample() {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation({
    mutationFn: () => callApi('setup.startFromSample', {}),
    onSuccess: async (output) => {
      void message.success(output.message);
      await Promise.all([invalidateOperation(queryClient, 'setup.summary'), invalidateOperation(queryClient, 'settings.departments')]);
    },
  });
}

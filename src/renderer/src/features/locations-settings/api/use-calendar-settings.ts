import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput, RendererOperationName } from '@shared/contract/registry';
import type { LocationCalendar } from '@shared/contract/settings';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationQuery } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

export function useWorkingDays() {
  return useQuery({ ...operationQuery('settings.workingDays', {}), select: (answer) => answer.data.workingDays });
}

export function useHolidayCountries() {
  return useQuery({ ...operationQuery('settings.holidayCountries', {}), select: (answer) => answer.data });
}

export function useLocationCalendar(locationId: string, year: number) {
  return useQuery({ ...operationQuery('settings.locationHolidays', { locationId, year }), select: (answer) => answer.data });
}

/**
 * A change to the working days or a location's calendar: toasts the gateway's message and reads
 * again what it changed. A failure is left to the form, which shows it at its fields.
 */
export function useCalendarChange<N extends RendererOperationName>(name: N, changed: (output: OperationOutput<N>) => { locationId?: string }) {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      const text = (output as { message?: string }).message;
      if (text) void message.success(text);
      const { locationId } = changed(output);
      await (locationId === undefined
        ? invalidateOperation(queryClient, 'settings.workingDays')
        : invalidateOperation(queryClient, 'settings.locationHolidays', { locationId }));
    },
  });
}

/** Which location a calendar answer is about. */
export const locationOf = (output: { data: LocationCalendar }) => ({ locationId: output.data.location._id });

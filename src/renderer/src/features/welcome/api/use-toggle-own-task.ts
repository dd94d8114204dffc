import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationOutput } from '@shared/contract/registry';
import type { Task } from '@shared/contract/onboarding-schemas';
import { BridgeError, callApi, failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { welcomeExperienceKey } from './use-welcome-experience';

type WelcomeAnswer = OperationOutput<'newHire.welcomeExperience'>;

const replaceTask = (answer: WelcomeAnswer | undefined, task: Task): WelcomeAnswer | undefined =>
  answer && { ...answer, data: { ...answer.data, tasks: answer.data.tasks.map((each) => (each._id === task._id ? task : each)) } };

/** The new hire ticks off one of their own tasks, or opens it again. */
export function useToggleOwnTask(experienceId: string) {
  const queryClient = useQueryClient();
  const { message, notification } = useToast();
  const key = welcomeExperienceKey(experienceId);
  return useMutation({
    mutationFn: (task: Task) => callApi('tasks.changeStatus', { taskId: task._id, version: task.version, status: task.status === 'done' ? 'todo' : 'done' }),
    onSuccess: (answer) => {
      queryClient.setQueryData<WelcomeAnswer>(key, (current) => replaceTask(current, answer.data));
      void queryClient.invalidateQueries({ queryKey: ['tasks.assigned'] });
      message.success(answer.message);
    },
    onError: (error) => {
      notification.error({ title: failureMessage(error, 'The task could not be changed. Try again.') });
      // Someone changed the task meanwhile: show what it is now.
      if (error instanceof BridgeError && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { useQueuedTaskStatuses, withQueuedStatus } from '@renderer/domain/tasks/use-queued-task-statuses';
import { useLoginAs } from '@renderer/lib/session/use-read-only';
import { useToggleOwnTask } from '../api/use-toggle-own-task';
import { useWelcomeExperience } from '../api/use-welcome-experience';
import { LoadFailure } from '@renderer/components/load-failure';
import { WelcomeExperienceView } from './welcome-experience-view';

/** The signed-in new hire's own welcome: their first day, their people and their tasks, which they can tick off. */
export function OwnWelcomePage({ userId }: { userId: string }) {
  const experience = useWelcomeExperience(userId);
  const toggle = useToggleOwnTask();
  const taskIds = useMemo(() => (experience.data?.tasks ?? []).map((task) => task._id), [experience.data]);
  const queued = useQueuedTaskStatuses(taskIds);
  const loginAs = useLoginAs();
  // Each task as it will be once its queued change is sent, even if the welcome is read again first.
  const tasks = useMemo(() => (experience.data?.tasks ?? []).map((task) => withQueuedStatus(task, queued.get(task._id))), [experience.data, queued]);

  if (experience.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (experience.isError) {
    return (
      <LoadFailure
        title="Your welcome could not be loaded"
        error={experience.error}
        retrying={experience.isFetching}
        onRetry={() => void experience.refetch()}
      />
    );
  }
  return (
    <>
      <WelcomeExperienceView
        experience={{ ...experience.data, tasks }}
        headingLevel={1}
        ownFieldsEditable={loginAs === null}
        taskControls={{ onToggle: toggle, queued, disabled: loginAs !== null }}
      />
    </>
  );
}

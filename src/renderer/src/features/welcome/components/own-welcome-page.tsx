import { Skeleton } from 'antd';
import { useLoginAs } from '@renderer/lib/session/use-read-only';
import { useToggleOwnTask } from '../api/use-toggle-own-task';
import { useWelcomeExperience } from '../api/use-welcome-experience';
import { LoadFailure } from './load-failure';
import { WelcomeExperienceView } from './welcome-experience-view';
import { ReadOnlyNotice } from './read-only-notice';

/** The signed-in new hire's own welcome: their first day, their people and their tasks, which they can tick off. */
export function OwnWelcomePage({ userId }: { userId: string }) {
  const experience = useWelcomeExperience(userId);
  const toggle = useToggleOwnTask(userId);
  const loginAs = useLoginAs();

  if (experience.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (experience.isError) {
    return <LoadFailure title="Your welcome could not be loaded" error={experience.error} retrying={experience.isFetching} onRetry={() => void experience.refetch()} />;
  }
  return (
    <>
      {loginAs === null ? null : <ReadOnlyNotice reason={`Changes are turned off while ${loginAs} is logged in as this user.`} />}
      <WelcomeExperienceView
        experience={experience.data}
        headingLevel={2}
        taskControls={{
          onToggle: (task) => toggle.mutate(task),
          busyTaskId: toggle.isPending ? (toggle.variables?._id ?? null) : null,
          disabled: loginAs !== null,
        }}
      />
    </>
  );
}

import { MyTasksPage } from '@renderer/features/my-tasks/components/my-tasks-page';

/** /tasks: the signed-in user's tasks across hires. */
export default function TasksRoute() {
  return <MyTasksPage />;
}

import { assignedTasksHandler } from './assigned-tasks-handler';
import { changeTaskStatusHandler } from './change-task-status-handler';
import { deleteTaskHandler } from './delete-task-handler';
import { getTaskHandler } from './get-task-handler';
import { hireTasksHandler } from './hire-tasks-handler';
import { planTasksHandler } from './plan-tasks-handler';
import { planTemplatesHandler } from './plan-templates-handler';
import { addTaskCommentHandler, taskCommentsHandler } from './task-comments-handlers';
import { updateTaskHandler } from './update-task-handler';
import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';

/** The `tasks.*` operations: plan templates, task lists, a task and its comments. */
export function tasksHandlers(services: GatewayServices): NamespaceHandlers<'tasks'> {
  return {
    'tasks.planTemplates': planTemplatesHandler(services),
    'tasks.planTasks': planTasksHandler(services),
    'tasks.ofHire': hireTasksHandler(services),
    'tasks.assigned': assignedTasksHandler(services),
    'tasks.get': getTaskHandler(services),
    'tasks.update': updateTaskHandler(services),
    'tasks.changeStatus': changeTaskStatusHandler(),
    'tasks.delete': deleteTaskHandler(services),
    'tasks.addComment': addTaskCommentHandler(),
    'tasks.comments': taskCommentsHandler(services),
  };
}

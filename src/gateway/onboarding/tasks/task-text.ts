/** What the plan and task calls answer in `message`, and why they refuse. */
export const TASK_TEXT = {
  planTemplates: 'Plan templates.',
  planTasks: 'The plan’s tasks for this new hire.',
  planAssigned: 'Plan assigned.',
  plans: 'Plans of the new hire.',
  taskCreated: 'Task added.',
  tasks: 'Tasks.',
  task: 'The task.',
  taskUpdated: 'Task saved.',
  taskDeleted: 'Task deleted.',
  commentAdded: 'Comment added.',
  comments: 'Comments on the task.',
  hireNotFound: 'This new hire does not exist in your company.',
  taskNotFound: 'This task does not exist in your company.',
  planTemplateNotFound: 'This plan template does not exist in your company.',
  planTemplateUnknown: 'Choose a plan template of your company.',
  assigneeUnknown: 'Choose an active member of your company’s staff.',
  peopleUnknown: 'Choose active members of your company’s staff as manager, coordinator and buddy.',
  staleTask: 'Someone else changed this task since you opened it. Reload it and try again.',
  doneNotDeletable: 'A done task cannot be deleted: it stays in the new hire’s history. Reopen it first if it was marked done by mistake.',
  hireWithdrawn: 'This new hire was withdrawn. Reopen the new hire before changing their tasks.',
  notYourTask: 'Only the person this task is assigned to, or someone who manages new hires, can change its status.',
} as const;

/** Why a task went to someone other than its rule says (ADR 0006, materialising). */
export const ASSIGNEE_NOTES = {
  newHireWithoutAccount: 'Goes to the new hire once they have an account',
  noManager: 'No manager yet: assigned to the coordinator',
  noBuddy: 'No buddy yet: assigned to the coordinator',
  namedPersonGone: 'The named person is no longer active: assigned to the coordinator',
  noCoordinator: 'No coordinator yet: assigned to the person who added it',
  noManagerOrCoordinator: 'No manager or coordinator yet: assigned to the person who added it',
  noBuddyOrCoordinator: 'No buddy or coordinator yet: assigned to the person who added it',
  namedPersonGoneNoCoordinator: 'The named person is no longer active and there is no coordinator: assigned to the person who added it',
} as const;

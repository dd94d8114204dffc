import type { Kysely } from 'kysely';
import type { TaskComment } from '@shared/contract/tasks';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import type { GatewayDatabase } from '../../db/schema';
import { timeOrderedId } from '../../db/time-ordered-id';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { isoTimestamp } from '../hires/hire-dates';
import { type OnboardingCaller } from '../onboarding-access';
import { loadPeople } from '../people';
import { TASK_TEXT } from './task-text';
import { requireVisibleTask } from './task-visibility';

interface CommentRow {
  id: string;
  task_id: string;
  author_id: string | null;
  body: string;
  created_at: Date | string;
  request_key: string | null;
}

/** The comments as the contract has them; each comment's request key only to its author, whose key it is. */
async function presentComments(
  db: Kysely<GatewayDatabase>,
  reader: Pick<OnboardingCaller, 'companyId' | 'userId'>,
  rows: readonly CommentRow[],
): Promise<TaskComment[]> {
  const people = await loadPeople(
    db,
    reader.companyId,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => ({
    _id: row.id,
    taskId: row.task_id,
    body: row.body,
    author: row.author_id === null ? null : (people.get(row.author_id) ?? null),
    createdAt: isoTimestamp(row.created_at),
    ...(row.request_key !== null && row.author_id === reader.userId ? { requestKey: row.request_key } : {}),
  }));
}

/** `POST tasks/add-task-comment/{taskId}`: anyone who may see the task may comment, a withdrawn hire's too. */
export function addTaskCommentHandler(): OperationHandler<'tasks.addComment'> {
  return async (input, { caller, request, db }) => {
    const task = await requireVisibleTask(db, caller, input.taskId);
    // Checked before the handler runs (idempotency-keys.ts): present, it is a valid key.
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const now = Date.now();
    const row = {
      // Two comments written in one millisecond still list in the order they were written.
      id: timeOrderedId(now),
      task_id: task.id,
      author_id: caller.userId,
      body: input.body,
      created_at: new Date(now).toISOString(),
      request_key: typeof key === 'string' ? key : null,
    };
    await db
      .insertInto('task_comments')
      .values({ ...row, company_id: caller.companyId })
      .execute();
    const [comment] = await presentComments(db, caller, [row]);
    return { message: TASK_TEXT.commentAdded, data: comment as TaskComment };
  };
}

/** `GET tasks/task-comments/{taskId}`: the task's comments, oldest first. */
export function taskCommentsHandler(services: GatewayServices): OperationHandler<'tasks.comments'> {
  return async (input, { caller }) => {
    const { db } = services;
    const task = await requireVisibleTask(db, caller, input.taskId);
    const rows = await db
      .selectFrom('task_comments')
      .select(['id', 'task_id', 'author_id', 'body', 'created_at', 'request_key'])
      .where('company_id', '=', caller.companyId)
      .where('task_id', '=', task.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { message: TASK_TEXT.comments, data: await presentComments(db, caller, rows) };
  };
}

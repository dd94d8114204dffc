import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `task_comments.request_key`: the Idempotency-Key a comment was sent with. Its author's client
 * shows a comment as waiting until the answer comes; a list read in between already holds the
 * stored comment, and the key is how the client tells the two are one (docs/gateway.md).
 */
export function commentRequestKeys(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('task_comments').addColumn('request_key', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('task_comments').dropColumn('request_key').execute();
    },
  };
}

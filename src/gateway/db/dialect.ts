import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Whether the database is PostgreSQL. A few statements take row or advisory locks there, where
 * several gateway processes write at once; embedded SQLite runs one statement at a time.
 */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

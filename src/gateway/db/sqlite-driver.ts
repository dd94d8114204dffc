import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query shape the gateway builds; past it the cache starts afresh. */
const STATEMENT_CACHE_LIMIT = 500;

/** better-sqlite3 binds no booleans: they are written as 1 and 0, as SQLite itself stores them. */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
}

/**
 * better-sqlite3 as Kysely's SQLite driver, adapted at the binding: booleans become integers, and
 * each distinct SQL text is prepared once. Both happen here rather than in a query-tree plugin,
 * because the driver runs on the event loop and every query pays for what is done per query.
 */
export function sqliteDriver(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement === undefined) {
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      const prepared = statement;
      return {
        reader: prepared.reader,
        all: (parameters) => prepared.all(bindable(parameters)),
        run: (parameters) => prepared.run(bindable(parameters)),
        iterate: (parameters) => prepared.iterate(bindable(parameters)),
      };
    },
  };
}

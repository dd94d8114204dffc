import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Pool } from 'pg';
import { GatewayMigrations } from './migrations';
import { SchemaPostgresDialect } from './schema-introspector';
import type { DatabaseKind, GatewayDatabase } from './schema';
import { sqliteDriver } from './sqlite-driver';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface OpenDatabase {
  db: Kysely<GatewayDatabase>;
  kind: DatabaseKind;
  /** PostgreSQL's pool behind db, for what talks to the driver itself (the shared rate limits). */
  pool: Pool | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openSqlite(file: string): Promise<Kysely<GatewayDatabase>> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // In WAL mode NORMAL cannot corrupt the database; it spares an fsync per commit on the event loop.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // The default 2 MB page cache holds a fraction of a list's indexes at 100,000 hires: 64 MB, and
  // reads through a memory map, spare a read call per page on the event loop.
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 268435456');
  return new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: sqliteDriver(database) }) });
}

async function openPostgres(url: string, schema: string | undefined): Promise<{ db: Kysely<GatewayDatabase>; pool: Pool }> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`The PostgreSQL schema name "${schema}" is not a plain lower-case identifier.`);
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  const db = new Kysely<GatewayDatabase>({ dialect: new SchemaPostgresDialect({ pool }, schema) });
  if (schema !== undefined) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
  return { db, pool };
}

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  const { db, pool } = config.kind === 'sqlite' ? { db: await openSqlite(config.file), pool: undefined } : await openPostgres(config.url, config.schema);
  try {
    const migrator = new Migrator({
      db,
      provider: new GatewayMigrations(config.kind),
      // Without it Kysely looks for its bookkeeping tables across every schema on the search path.
      ...(config.kind === 'postgres' && config.schema ? { migrationTableSchema: config.schema } : {}),
    });
    const { error } = await migrator.migrateToLatest();
    if (error !== undefined) {
      throw error instanceof Error ? error : new Error('The database migrations failed.');
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: config.kind, pool };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { GatewayOptions } from '../../src/gateway/server';

/** A fresh, empty database for one suite, with a raw SQL door for assertions (`?` placeholders). */
export interface TestDatabase {
  config: GatewayOptions['database'];
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** Why this target cannot run here; undefined when it can. */
  unavailable: string | undefined;
  create(): Promise<TestDatabase>;
}

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

if (postgresUrl === undefined && process.env.CI) {
  throw new Error('TEST_DATABASE_URL is not set: in CI the gateway suites must run on PostgreSQL as well as SQLite.');
}

function sqliteTarget(): DatabaseTarget {
  return {
    name: 'sqlite',
    unavailable: undefined,
    async create() {
      const dir = mkdtempSync(join(tmpdir(), 'hcm-gateway-test-'));
      const file = join(dir, 'gateway.sqlite');
      let connection: Database.Database | undefined;
      return {
        config: { kind: 'sqlite', file },
        async query<Row>(text: string, params: unknown[] = []) {
          connection ??= new Database(file);
          const statement = connection.prepare(text);
          if (statement.reader) {
            return statement.all(...params) as Row[];
          }
          statement.run(...params);
          return [];
        },
        async drop() {
          connection?.close();
          rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
        },
      };
    },
  };
}

function postgresTarget(): DatabaseTarget {
  return {
    name: 'postgres',
    unavailable: postgresUrl === undefined ? 'TEST_DATABASE_URL is not set (outside CI the PostgreSQL target is optional)' : undefined,
    async create() {
      const url = postgresUrl as string;
      const schema = `gw_test_${randomBytes(6).toString('hex')}`;
      const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
      await pool.query(`create schema ${schema}`);
      return {
        config: { kind: 'postgres', url, schema },
        async query<Row>(text: string, params: unknown[] = []) {
          let index = 0;
          const numbered = text.replace(/\?/g, () => `$${++index}`);
          return (await pool.query(numbered, params)).rows as Row[];
        },
        async drop() {
          await pool.query(`drop schema if exists ${schema} cascade`);
          await pool.end();
        },
      };
    },
  };
}

/** Every suite runs once per target: the embedded SQLite and PostgreSQL. */
export const databaseTargets: readonly DatabaseTarget[] = [sqliteTarget(), postgresTarget()];

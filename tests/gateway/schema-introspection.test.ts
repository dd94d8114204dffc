import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/gateway/db/open-database';
import { databaseTargets, type TestDatabase } from './databases';

const postgres = databaseTargets.find((target) => target.name === 'postgres');

describe.skipIf(postgres?.unavailable !== undefined)('the gateway reads the tables of its own PostgreSQL schema only', () => {
  let own: TestDatabase;
  let other: TestDatabase;
  let gateway: OpenDatabase;

  beforeAll(async () => {
    own = await postgres!.create();
    other = await postgres!.create();
    await other.query('create table payroll_runs (id text primary key, total integer not null)');
    gateway = await openDatabase(own.config);
  });
  afterAll(async () => {
    await gateway?.db.destroy();
    await own?.drop();
    await other?.drop();
  });

  it('lists its own tables with their columns, and none of another schema in the same database', async () => {
    const tables = await gateway.db.introspection.getTables();
    const ownSchema = (own.config as { schema: string }).schema;
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ownSchema]));
    expect(tables.map((table) => table.name)).not.toContain('payroll_runs');
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    const hires = tables.find((table) => table.name === 'new_hires');
    expect(hires?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'company_id', 'first_name']));
    expect(hires?.columns.find((column) => column.name === 'id')).toMatchObject({ isNullable: false, isAutoIncrementing: false });
  });

  it("lists the migrator's own tables when asked for them", async () => {
    const tables = await gateway.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
  });
});

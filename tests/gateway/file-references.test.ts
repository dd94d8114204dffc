import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_REFERENCES } from '../../src/gateway/files/file-attachments';
import { databaseTargets } from './databases';
import { openTestGateway, type TestGateway } from './test-gateway';

/**
 * Who may read a file, what the quota counts and what the sweep removes all follow from the
 * columns that name files. A new such column left out of FILE_REFERENCES would make its files
 * unreadable to those who should see them, and the sweep would delete them after a day.
 */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`file references on ${target.name}`, () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await openTestGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('knows every column that names a stored file', async () => {
      const columns =
        target.name === 'sqlite'
          ? await gateway.database.query<{ name: string }>(
              "select m.name || '.' || c.name as name from sqlite_master m join pragma_table_info(m.name) c where m.type = 'table' and (c.name like '%file_id' or c.name like '%file')",
            )
          : await gateway.database.query<{ name: string }>(
              `select table_name || '.' || column_name as name from information_schema.columns
               where table_schema = current_schema() and (column_name like '%file_id' or column_name like '%file')
               union
               select cl.relname || '.' || a.attname from pg_constraint k
               join pg_class cl on cl.oid = k.conrelid join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
               where k.contype = 'f' and k.confrelid = (current_schema() || '.files')::regclass`,
            );
      const named = columns.map((column) => column.name).sort();
      expect(named).toEqual(FILE_REFERENCES.map((reference) => `${reference.table}.${reference.column}`).sort());
    });
  });
}

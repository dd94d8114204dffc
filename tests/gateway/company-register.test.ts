import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCompanyRegister } from '../../src/shared/contract/company-register';
import { type ImportProgress, importCompanyRegister } from '../../src/gateway/company-register/import';
import { LocalCompanyRegister } from '../../src/gateway/company-register/local-register';
import { openDatabase } from '../../src/gateway/db/open-database';
import type { GatewayDatabase } from '../../src/gateway/db/schema';
import { type CsvCompany, basicCompanyDataRow, writeBasicCompanyData } from './company-register-files';
import { databaseTargets } from './databases';
import { openTestGateway, type TestGateway } from './test-gateway';

const BRIGHT_FUTURES: CsvCompany[] = Array.from({ length: 14 }, (_, index) => ({
  name: `BRIGHT FUTURES ${String.fromCharCode(65 + index)} LIMITED`,
  number: String(20000001 + index),
  status: index % 4 === 0 ? 'Dissolved' : 'Active',
  postTown: 'LEEDS',
  postCode: 'LS1 4AP',
}));

const ACME: CsvCompany = {
  name: 'ACME WIDGETS LIMITED',
  number: '01234567',
  addressLine1: '1 Harbour Way, Unit 4',
  postTown: 'BRISTOL',
  postCode: 'BS1 5TR',
};
const SMITH_JONES: CsvCompany = {
  name: 'SMITH, JONES & CO LIMITED',
  number: 'SC123456',
  status: 'Active',
  addressLine1: '"The Old Mill", 3 Water Lane',
  postTown: 'EDINBURGH',
  postCode: 'EH1 1AA',
};

const GOOD_ROWS = [ACME, SMITH_JONES, ...BRIGHT_FUTURES];
const MALFORMED_ROWS = ['BROKEN ROW LIMITED,09999999', basicCompanyDataRow({ name: 'NO NUMBER LIMITED', number: '' })];

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`company register on ${target.name}`, () => {
    let gateway: TestGateway;
    let db: Kysely<GatewayDatabase>;
    let register: LocalCompanyRegister;
    let dir: string;
    let firstImport: ImportProgress;
    const progressSeen: ImportProgress[] = [];

    const importFile = async (rows: string[], onProgress?: (progress: ImportProgress) => void) => {
      const file = join(dir, `basic-company-data-${Date.now()}-${Math.random()}.csv`);
      writeBasicCompanyData(file, rows);
      return importCompanyRegister(db, createReadStream(file), onProgress, { batchSize: 5 });
    };

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'hcm-register-test-'));
      gateway = await openTestGateway(target);
      ({ db } = await openDatabase(gateway.database.config));
      register = new LocalCompanyRegister(db);
      const rows = GOOD_ROWS.map(basicCompanyDataRow);
      rows.splice(3, 0, MALFORMED_ROWS[0] as string);
      rows.push(MALFORMED_ROWS[1] as string);
      firstImport = await importFile(rows, (progress) => progressSeen.push(progress));
    });
    afterAll(async () => {
      await db?.destroy();
      await gateway?.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    });

    it('imports the good rows of a BasicCompanyData file and counts the malformed ones', async () => {
      expect(firstImport).toMatchObject({ rows: GOOD_ROWS.length + 2, imported: GOOD_ROWS.length, skipped: 2 });
      const [row] = await gateway.database.query<{ count: number | string }>('select count(*) as count from company_register');
      expect(Number(row?.count)).toBe(GOOD_ROWS.length);
    });

    it('reports progress after each batch, growing up to the final counts', () => {
      expect(progressSeen.map((progress) => progress.imported)).toEqual([5, 10, 15, GOOD_ROWS.length]);
      const rows = progressSeen.map((progress) => progress.rows);
      expect(rows).toEqual([...rows].sort((a, b) => a - b));
      expect(progressSeen.at(-1)).toEqual(firstImport);
    });

    it('keeps quoted fields with commas and quotes whole', async () => {
      expect(await register.find('SC123456')).toEqual({
        company_name: 'SMITH, JONES & CO LIMITED',
        company_number: 'SC123456',
        company_status: 'Active',
        registered_office_address: { address_line_1: '"The Old Mill", 3 Water Lane', locality: 'EDINBURGH', postal_code: 'EH1 1AA' },
      });
    });

    it('finds a company by number, with or without its leading zeros, and answers null for an unknown one', async () => {
      const acme = {
        company_name: 'ACME WIDGETS LIMITED',
        company_number: '01234567',
        company_status: 'Active',
        registered_office_address: { address_line_1: '1 Harbour Way, Unit 4', locality: 'BRISTOL', postal_code: 'BS1 5TR' },
      };
      expect(await register.find('01234567')).toEqual(acme);
      expect(await register.find('1234567')).toEqual(acme);
      expect(await register.find('07654321')).toBeNull();
      expect(await register.find('not a number')).toBeNull();
    });

    it('searches names case-insensitively by the start of any word, the typed words in order', async () => {
      for (const text of ['acme', 'aCmE wId', 'widgets', 'Acme Widgets Limited']) {
        const { items, total } = await register.search(text, 0);
        expect(
          items.map((item) => item.company_number),
          text,
        ).toEqual(['01234567']);
        expect(total).toBe(1);
      }
      expect((await register.search('smith jones', 0)).items.map((item) => item.company_name)).toEqual(['SMITH, JONES & CO LIMITED']);
      expect((await register.search('widgets acme', 0)).total).toBe(0);
      expect((await register.search('cme', 0)).total).toBe(0);
    });

    it('searches by exact company number', async () => {
      expect((await register.search('01234567', 0)).items.map((item) => item.company_name)).toEqual(['ACME WIDGETS LIMITED']);
      expect((await register.search('sc123456', 0)).items.map((item) => item.company_name)).toEqual(['SMITH, JONES & CO LIMITED']);
    });

    it('lists active companies first in a stable order, 10 a page, with the total', async () => {
      const first = await register.search('bright futures', 0);
      const second = await register.search('bright futures', 10);
      expect(first.total).toBe(14);
      expect(second.total).toBe(14);
      expect(first.items).toHaveLength(10);
      expect(second.items).toHaveLength(4);

      const active = BRIGHT_FUTURES.filter((company) => company.status === 'Active').map((company) => company.name);
      const dissolved = BRIGHT_FUTURES.filter((company) => company.status === 'Dissolved').map((company) => company.name);
      expect([...first.items, ...second.items].map((item) => item.company_name)).toEqual([...active.sort(), ...dissolved.sort()]);
      expect(await register.search('bright futures', 0)).toEqual(first);
    });

    it('updates companies in place when a newer file is imported', async () => {
      const renamed = { ...ACME, name: 'ACME GADGETS LIMITED', status: 'Liquidation', postCode: 'BS2 0JA' };
      const summary = await importFile([basicCompanyDataRow(renamed)]);
      expect(summary).toMatchObject({ rows: 1, imported: 1, skipped: 0 });

      expect((await register.search('acme widgets', 0)).total).toBe(0);
      expect((await register.search('acme gadgets', 0)).items).toEqual([
        {
          company_name: 'ACME GADGETS LIMITED',
          company_number: '01234567',
          company_status: 'Liquidation',
          registered_office_address: { address_line_1: '1 Harbour Way, Unit 4', locality: 'BRISTOL', postal_code: 'BS2 0JA' },
        },
      ]);
      const [row] = await gateway.database.query<{ count: number | string }>('select count(*) as count from company_register');
      expect(Number(row?.count)).toBe(GOOD_ROWS.length);
    });

    it('refuses a file that is not a BasicCompanyData CSV', async () => {
      const file = join(dir, 'other.csv');
      writeFileSync(file, 'Name,Number\nACME,1\n');
      await expect(importCompanyRegister(db, createReadStream(file))).rejects.toThrow(/no CompanyName or CompanyNumber column/);
    });

    it('answers GET company-register/search in the shape of the contract', async () => {
      const response = await gateway.call({ method: 'GET', url: '/company-register/search?search=Bright%20Fut&offset=10' });
      expect(response.statusCode).toBe(200);
      const answer = searchCompanyRegister.output.parse(response.json());
      expect(answer.data.total).toBe(14);
      expect(answer.data.items).toHaveLength(4);
      expect(answer.data.items[0]).toEqual({
        company_name: 'BRIGHT FUTURES A LIMITED',
        company_number: '20000001',
        company_status: 'Dissolved',
        registered_office_address: { locality: 'LEEDS', postal_code: 'LS1 4AP' },
      });
    });

    it('answers a search of fewer than 2 characters with the contract message', async () => {
      const response = await gateway.call({ method: 'GET', url: '/company-register/search?search=%20a%20' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Type at least 2 characters.');
    });

    it('answers a search of punctuation only with no companies', async () => {
      const response = await gateway.call({ method: 'GET', url: '/company-register/search?search=%25%25%25' });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: unknown }>().data).toEqual({ items: [], total: 0 });
    });

    it('passes over a row whose text holds control characters (NUL cannot be stored on PostgreSQL) as malformed, and imports the rest', async () => {
      const summary = await importFile([
        basicCompanyDataRow({ name: 'NULL\u0000BYTE LIMITED', number: '08880001' }),
        basicCompanyDataRow({ name: 'BELL RINGERS LIMITED', number: '08880002', addressLine1: '1 Bell\u0007 Lane' }),
        basicCompanyDataRow({ name: 'QUIET TRADING LIMITED', number: '08880003', addressLine1: 'Mill House\r\n\t2 Mill Lane' }),
      ]);
      expect(summary).toMatchObject({ rows: 3, imported: 1, skipped: 2 });
      expect(await register.find('08880001')).toBeNull();
      expect(await register.find('08880002')).toBeNull();
      expect(await register.find('08880003')).toMatchObject({
        company_name: 'QUIET TRADING LIMITED',
        registered_office_address: { address_line_1: 'Mill House 2 Mill Lane' },
      });
    });
  });
}

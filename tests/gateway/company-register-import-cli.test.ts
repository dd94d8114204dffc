import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { basicCompanyDataRow, writeBasicCompanyData } from './company-register-files';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const importCli = join(root, 'src', 'gateway', 'company-register', 'import-cli.ts');

function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATEWAY_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
}

async function importFile(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(tsx, [importCli, ...args], { cwd: root, env });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

describe('npm run register:import (embedded)', () => {
  let dataDir: string | undefined;

  afterEach(() => {
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    dataDir = undefined;
  });

  it("imports a BasicCompanyData file into the gateway's database and prints a summary", async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-register-cli-'));
    const file = join(dataDir, 'BasicCompanyData.csv');
    writeBasicCompanyData(file, [
      basicCompanyDataRow({ name: 'ACME WIDGETS LIMITED', number: '01234567', postCode: 'BS1 5TR' }),
      'TOO,FEW',
      basicCompanyDataRow({ name: 'GLOBEX TRADING LTD', number: 'SC000042', status: 'Dissolved' }),
    ]);

    const { code, stderr } = await importFile([file], embeddedEnv(join(dataDir, 'data')));
    expect(code).toBe(0);
    expect(stderr).toMatch(/Company register import finished: 3 rows read, 2 imported, 1 skipped \(\d[\d,]* rows\/s\)/);

    const database = new Database(join(dataDir, 'data', 'gateway.sqlite'), { readonly: true });
    try {
      expect(database.prepare('select company_number, company_name from company_register order by company_number').all()).toEqual([
        { company_number: '01234567', company_name: 'ACME WIDGETS LIMITED' },
        { company_number: 'SC000042', company_name: 'GLOBEX TRADING LTD' },
      ]);
    } finally {
      database.close();
    }
  });

  it('refuses a missing file with its path and the usage', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-register-cli-'));
    const missing = join(dataDir, 'nope.csv');
    const { code, stderr } = await importFile([missing], embeddedEnv(dataDir));
    expect(code).toBe(1);
    expect(stderr).toContain(`No file at ${missing}.`);
    expect(stderr).toContain('Usage: npm run register:import -- <BasicCompanyData.csv>');
  });
});

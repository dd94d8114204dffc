import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Operation } from '@shared/contract/operation';
import { operations } from '@shared/contract/registry';

/** Each name space's contract module, as docs/gateway.md lists them. */
const MODULE_OF_NAMESPACE: Readonly<Record<string, string>> = {
  auth: 'auth.ts',
  users: 'users.ts',
  companyRegister: 'company-register.ts',
  newHire: 'new-hires.ts',
  tasks: 'tasks.ts',
  settings: 'settings.ts',
  plans: 'plans.ts',
  criteria: 'criteria.ts',
  fields: 'fields.ts',
  people: 'people.ts',
  setup: 'setup.ts',
  access: 'access.ts',
  welcomePages: 'welcome-pages.ts',
};

const CONTRACT_DIR = join(__dirname, '../../src/shared/contract');

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'name' in value && 'gateway' in value && 'method' in value && 'input' in value;
}

/** Where each operation is exported: `name → module file`. */
async function exportedOperations(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(CONTRACT_DIR).filter((name) => name.endsWith('.ts'))) {
    const module: Record<string, unknown> = await import(join(CONTRACT_DIR, file));
    for (const value of Object.values(module)) {
      if (isOperation(value)) found.set(value.name, [...(found.get(value.name) ?? []), file]);
    }
  }
  return found;
}

describe('contract modules and name spaces', () => {
  it('defines every operation `ns.verb` in the module of its name space, and only there', async () => {
    const found = await exportedOperations();
    const misplaced = Object.keys(operations)
      .map((name) => ({ name, expected: MODULE_OF_NAMESPACE[name.split('.', 1)[0] ?? ''], found: found.get(name) ?? [] }))
      .filter(({ expected, found }) => expected === undefined || found.length !== 1 || found[0] !== expected)
      .map(({ name, expected, found }) => `${name}: in ${found.join(', ') || 'no module'}, belongs in ${expected ?? 'a module of its own, listed here'}`);
    expect(misplaced).toEqual([]);
  });
});

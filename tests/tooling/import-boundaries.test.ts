import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives a one-import module placed at filePath. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${specifier}';\n\nexport default imported;\n`, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const breaches: Array<[area: string, filePath: string, specifier: string]> = [
  ['renderer', 'src/renderer/src/app/boundary-probe.ts', '@main/core/types'],
  ['renderer', 'src/renderer/src/app/boundary-probe.ts', '../../../main/core/types'],
  ['renderer', 'src/renderer/src/app/boundary-probe.ts', '@gateway/server'],
  ['renderer', 'src/renderer/src/app/boundary-probe.ts', 'electron'],
  ['main core', 'src/main/core/boundary-probe.ts', 'electron'],
  ['main core', 'src/main/core/boundary-probe.ts', 'electron-store'],
  ['shared', 'src/shared/boundary-probe.ts', '@main/core/types'],
  ['shared', 'src/shared/boundary-probe.ts', 'electron'],
  ['gateway', 'src/gateway/boundary-probe.ts', '@main/core/types'],
  ['gateway', 'src/gateway/boundary-probe.ts', 'electron'],
  ['preload', 'src/preload/boundary-probe.ts', '@main/core/types'],
];

const allowed: Array<[area: string, filePath: string, specifier: string]> = [
  ['renderer', 'src/renderer/src/app/boundary-probe.ts', '@shared/bridge'],
  ['main core', 'src/main/core/boundary-probe.ts', '@shared/contract/registry'],
  ['main shell', 'src/main/shell/boundary-probe.ts', 'electron'],
  ['main shell', 'src/main/shell/boundary-probe.ts', '@main/core/types'],
  ['preload', 'src/preload/boundary-probe.ts', 'electron'],
  ['gateway', 'src/gateway/boundary-probe.ts', '@shared/contract/registry'],
];

describe('import boundaries', () => {
  it.each(breaches)('%s: %s may not import %s', async (_area, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).not.toEqual([]);
  });

  it.each(allowed)('%s: %s may import %s', async (_area, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toEqual([]);
  });
});

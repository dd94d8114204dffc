import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);

/** The boundary messages ESLint gives a one-import module placed at filePath. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${specifier}';\n\nexport default imported;\n`, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
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
  ['renderer lib', 'src/renderer/src/lib/boundary-probe.ts', '@renderer/domain/hires/hire-form-schema'],
  ['renderer lib', 'src/renderer/src/lib/boundary-probe.ts', '@renderer/features/home/components/home-page'],
  ['renderer components', 'src/renderer/src/components/boundary-probe.ts', '@renderer/features/auth/components/auth-layout'],
  ['renderer components', 'src/renderer/src/components/boundary-probe.ts', '../domain/hires/hire-form-schema'],
  ['renderer domain', 'src/renderer/src/domain/hires/boundary-probe.ts', '@renderer/features/new-hires/lib/add-hire-steps'],
  ['renderer domain', 'src/renderer/src/domain/hires/boundary-probe.ts', '@renderer/app/router'],
  ['renderer feature', 'src/renderer/src/features/home/boundary-probe.ts', '@renderer/app/page-registry'],
  ['renderer feature', 'src/renderer/src/features/signup/config/boundary-probe.ts', '@renderer/features/auth/components/auth-layout'],
  ['renderer feature', 'src/renderer/src/features/signup/config/boundary-probe.ts', '../../auth/components/auth-layout'],
];

const allowed: Array<[area: string, filePath: string, specifier: string]> = [
  ['renderer', 'src/renderer/src/app/boundary-probe.ts', '@shared/bridge'],
  ['main core', 'src/main/core/boundary-probe.ts', '@shared/contract/registry'],
  ['main shell', 'src/main/shell/boundary-probe.ts', 'electron'],
  ['main shell', 'src/main/shell/boundary-probe.ts', '@main/core/types'],
  ['preload', 'src/preload/boundary-probe.ts', 'electron'],
  ['gateway', 'src/gateway/boundary-probe.ts', '@shared/contract/registry'],
  ['renderer app', 'src/renderer/src/app/boundary-probe.ts', '@renderer/features/home/components/home-page'],
  ['renderer feature', 'src/renderer/src/features/new-hires/boundary-probe.ts', '@renderer/domain/hires/hire-form-schema'],
  ['renderer feature', 'src/renderer/src/features/signup/config/boundary-probe.ts', '../schemas/sign-up-schema'],
  ['renderer feature', 'src/renderer/src/features/signup/config/boundary-probe.ts', '@renderer/features/signup/schemas/sign-up-schema'],
  ['renderer domain', 'src/renderer/src/domain/hires/boundary-probe.ts', '@renderer/components/form-field'],
  ['renderer domain', 'src/renderer/src/domain/hires/boundary-probe.ts', '@renderer/lib/bridge'],
  ['renderer lib', 'src/renderer/src/lib/boundary-probe.ts', '@renderer/components/form-field'],
];

describe('import boundaries', () => {
  it.each(breaches)('%s: %s may not import %s', async (_area, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).not.toEqual([]);
  });

  it.each(allowed)('%s: %s may import %s', async (_area, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toEqual([]);
  });
});

describe('import cycles', () => {
  // The rule follows imports on disk, so the probe is two real modules in the renderer, removed afterwards.
  let folder = '';
  const cycleErrors = async (file: string) => {
    const [result] = await eslint.lintFiles([join(folder, file)]);
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle');
  };

  beforeAll(() => {
    folder = mkdtempSync(join(root, 'src', 'renderer', 'src', 'lib', 'cycle-probe-'));
    writeFileSync(join(folder, 'first.ts'), "import { second } from './second';\n\nexport const first = (): number => second;\n");
    writeFileSync(join(folder, 'second.ts'), "import { first } from './first';\n\nexport const second = 2;\nexport const again = (): number => first();\n");
    writeFileSync(join(folder, 'leaf.ts'), 'export const leaf = 1;\n');
    writeFileSync(join(folder, 'trunk.ts'), "import { leaf } from './leaf';\n\nexport const trunk = (): number => leaf;\n");
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

  it('fails a module that imports one importing it back', async () => {
    expect(await cycleErrors('first.ts')).not.toEqual([]);
  });

  it('passes a module whose imports never lead back to it', async () => {
    expect(await cycleErrors('trunk.ts')).toEqual([]);
  });
});

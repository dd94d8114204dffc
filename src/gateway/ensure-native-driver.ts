import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const require = createRequire(import.meta.url);

function driverLoads(): boolean {
  try {
    const Database = require('better-sqlite3') as new (file: string) => { close(): void };
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

function rebuild(projectRoot: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['rebuild', 'better-sqlite3', '--ignore-scripts=false'], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      shell: process.platform === 'win32',
    });
    let errorOutput = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errorOutput += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        resolvePromise();
      } else {
        reject(new Error(`npm rebuild better-sqlite3 failed (exit ${code}): ${errorOutput.trim().split('\n').slice(-5).join(' ')}`));
      }
    });
  });
}

/**
 * Makes sure better-sqlite3's native binary is there. A clean `npm ci` with scripts turned off
 * leaves it unbuilt; it is then built once, here, before anything opens the embedded database.
 */
export async function ensureSqliteDriver(): Promise<void> {
  if (driverLoads()) {
    return;
  }
  const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  const projectRoot = resolve(packageDir, '..', '..');
  console.info('Building the embedded database driver (first run only)…');
  await rebuild(projectRoot);
  if (!driverLoads()) {
    throw new Error('The embedded database driver (better-sqlite3) still does not load after rebuilding it.');
  }
}

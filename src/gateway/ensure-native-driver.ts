import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

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

function buildFromSource(packageDir: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', 'build-release'], {
      cwd: packageDir,
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
        reject(new Error(`Building better-sqlite3 from source failed (exit ${code}): ${errorOutput.trim().split('\n').slice(-5).join(' ')}`));
      }
    });
  });
}

/**
 * Makes sure better-sqlite3's native binary loads. The package ships prebuilt binaries for Linux,
 * macOS and Windows on x64 and arm64; on any other platform it is built from source once, here,
 * before anything opens the embedded database.
 */
export async function ensureSqliteDriver(): Promise<void> {
  if (driverLoads()) {
    return;
  }
  console.info('Building the embedded database driver (first run only)…');
  await buildFromSource(dirname(require.resolve('better-sqlite3/package.json')));
  if (!driverLoads()) {
    throw new Error('The embedded database driver (better-sqlite3) still does not load after building it.');
  }
}

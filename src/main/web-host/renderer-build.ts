import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SOURCE_DIRS = ['src/renderer', 'src/shared', 'src/preload'];

async function newestModification(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  const times = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs));
  return Math.max(0, ...times);
}

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Whether out/renderer is missing or older than any source it is built from. */
export async function rendererIsStale(projectRoot: string): Promise<boolean> {
  const built = await modifiedAt(join(projectRoot, 'out/renderer/index.html'));
  if (built === null) return true;
  const sources = await Promise.all(SOURCE_DIRS.map((dir) => newestModification(join(projectRoot, dir))));
  return sources.some((time) => time > built);
}

function runBuild(projectRoot: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', ['electron-vite', 'build'], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`Building the renderer failed (npx electron-vite build, exit code ${code}).\n${errors.trim()}`));
    });
  });
}

/** Builds the renderer when it is missing or stale; answers the folder to serve. */
export async function ensureRendererBuilt(projectRoot: string): Promise<string> {
  const rendererDir = join(projectRoot, 'out/renderer');
  if (await rendererIsStale(projectRoot)) {
    console.info('Building the renderer (npx electron-vite build)…');
    await runBuild(projectRoot);
  }
  return rendererDir;
}

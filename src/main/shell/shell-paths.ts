import { join } from 'node:path';

export interface ShellPaths {
  preload: string;
  rendererDir: string;
  /** The encrypted offline copy, in the user's data folder. */
  offlineCopy(userDataDir: string): string;
}

/** Where the build puts the preload and the renderer, relative to out/main. */
export function shellPaths(mainDir: string): ShellPaths {
  return {
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    rendererDir: join(mainDir, '..', 'renderer'),
    offlineCopy: (userDataDir) => join(userDataDir, 'offline-copy.bin'),
  };
}

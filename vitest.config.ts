import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@main': fileURLToPath(new URL('./src/main', import.meta.url)),
  '@gateway': fileURLToPath(new URL('./src/gateway', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Gateway suites on SQLite and PostgreSQL and the keychain suites share real resources.
    fileParallelism: true,
    // One worker per core: vitest's default keeps a core for itself, which on a two-core CI machine
    // runs the files one at a time; the main process mostly waits, and the suite takes a third less.
    maxWorkers: '100%',
    // Suites that load a module once assert the calls it made while loading; vitest 5 would clear
    // them before each test.
    clearMocks: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{shared,gateway,main,shell,tooling}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/renderer/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

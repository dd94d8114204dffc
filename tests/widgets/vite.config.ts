import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Builds the widget gallery (tests only) into out/widget-gallery. */
export default defineConfig({
  root: fromRoot('tests/widgets/gallery'),
  base: './',
  logLevel: 'warn',
  resolve: {
    alias: {
      '@shared': fromRoot('src/shared'),
      '@renderer': fromRoot('src/renderer/src'),
    },
  },
  plugins: [react()],
  build: { outDir: fromRoot('out/widget-gallery'), emptyOutDir: true, minify: false, chunkSizeWarningLimit: 10_000 },
});

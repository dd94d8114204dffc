import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@shared': fromRoot('./src/shared'),
  '@main': fromRoot('./src/main'),
  '@renderer': fromRoot('./src/renderer/src'),
};

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rollupOptions: { input: { index: fromRoot('./src/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // A sandboxed preload may require only 'electron': everything else is bundled into one CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: fromRoot('./src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: fromRoot('./src/renderer'),
    resolve: { alias },
    plugins: [react()],
    build: {
      // The sign-in route has a JS budget (docs/renderer.md): ship minified code.
      minify: true,
      rollupOptions: {
        // These two packages do not declare themselves free of side effects, so every input would carry
        // antd's whole form engine and its validator for the one context an input reads. They are;
        // forms here are driven by react-hook-form.
        treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false }] },
        input: {
          index: fromRoot('./src/renderer/index.html'),
          // The local web host's implementation of window.hcm; the desktop app never loads it.
          'web-bridge': fromRoot('./src/preload/web-bridge.ts'),
        },
        output: {
          entryFileNames: (chunk) => (chunk.name === 'web-bridge' ? 'web-bridge.js' : 'assets/[name]-[hash].js'),
        },
      },
    },
  },
});

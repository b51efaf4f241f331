import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const uswdsPackages = fileURLToPath(new URL('../../node_modules/@uswds/uswds/packages', import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [uswdsPackages],
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin'],
      },
    },
  },
  // WEB_OUT_DIR: a build beside another (the portal serves it with WEB_DIST), e.g. two checkouts' tests.
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

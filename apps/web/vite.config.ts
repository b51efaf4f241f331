import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const uswdsPackages = fileURLToPath(new URL('../../node_modules/@uswds/uswds/packages', import.meta.url));

/**
 * The modules the taxpayer app's entry loads before its first render, besides the entry's own:
 * React, the shell's words and language, the session and the forms registry. Left to itself the
 * bundler puts each in a small chunk of its own (they are shared with the lazy routes), eight
 * requests of the landing page's first visit; one chunk is fewer requests and fewer bytes (one
 * compression context, one list of file names in the entry). Only modules the entry imports
 * statically belong here: anything else would load before it is needed.
 */
const FIRST_RENDER =
  /\/node_modules\/(react|react-dom|scheduler|react-router)\/|\/packages\/contracts\/src\/(shell|forms|message-core|locales\/names-en)\.ts$|\/apps\/web\/src\/(i18n\/(index|language|features|translate)\.ts|i18n\/locales\/en\/shell\.ts|lib\/(session|cookies)\.ts)$/;

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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-render', test: FIRST_RENDER }] } },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

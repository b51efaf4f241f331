import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import taxpayerConfig from './vite.config';

/**
 * The agency console's build (issue 16, ADR 0036): `staff.html` → `src/staff/main.tsx`, built
 * after the taxpayers' app into the same `dist/` as a second, separate bundle. Separate builds
 * rather than one multi-page build: shared chunks would re-split the taxpayers' entry (measured
 * +0.9 KB brotli on the landing page), while this leaves it byte for byte as it was.
 */
export default mergeConfig(taxpayerConfig, {
  build: {
    emptyOutDir: false,
    rolldownOptions: {
      input: { staff: fileURLToPath(new URL('./staff.html', import.meta.url)) },
      // The taxpayer app's first-render chunk is its own: the console splits as the bundler does.
      output: { codeSplitting: true },
    },
  },
});

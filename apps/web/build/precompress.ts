import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/**
 * Below this size the encoded file saves less than its `Content-Encoding` header costs. A copy is
 * kept only when smaller anyway; small route chunks (300 B – 1 KB) still shrink by a third to a
 * half, which the first visit's many small chunks add up (issue 14).
 */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every compressible
 * file of the built `assets/` folder, so the server sends them as they are (`preCompressed` in
 * apps/server/src/plugins/spa.ts) and never compresses per request. A compressed copy is kept
 * only when it is smaller than the file.
 */
export function precompress(options: { dir?: string } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'efile:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dir = path.join(outDir, options.dir ?? 'assets');
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            if ((await stat(file)).size < MIN_BYTES) return;
            const body = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gz(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

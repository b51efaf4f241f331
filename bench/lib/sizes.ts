import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

/** The JavaScript and CSS the landing page's HTML loads, with their gzip sizes (level 9). */
export function landingAssets(dist: string): AssetSize[] | string {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return `no ${index}: run \`npm run build\` first`;
  const html = readFileSync(index, 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:stylesheet|modulepreload)"/g),
  ].map((m) => m[1]!);
  return [...new Set(refs)].map((ref) => {
    const data = readFileSync(path.join(dist, ref));
    return {
      file: ref,
      kind: ref.endsWith('.css') ? 'css' : 'js',
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
    };
  });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staffDir = path.join(src, 'staff') + path.sep;

/** `import … from './x'`, `export … from './x'`, `import './x'` and `import('./x')`. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && /\.(ts|tsx)$/.test(file));
}

/** Every source file an entry reaches through static and dynamic imports (what its bundle may load). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const next = resolve(file, match[1]!);
      if (next) queue.push(next);
    }
  }
  return seen;
}

/**
 * ADR 0036: the console is its own Vite entry (`staff.html` → `src/staff/main.tsx`). Nothing the
 * taxpayers' entry can load — at once or lazily — may come from `src/staff/`, so the console
 * never grows or leaks into the taxpayers' bundle.
 */
describe('the console stays out of the taxpayer bundle', () => {
  it('the taxpayer entry reaches no file under src/staff/', () => {
    const files = [...reachable(path.join(src, 'main.tsx'))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => file.startsWith(staffDir)).map((file) => path.relative(src, file))).toEqual(
      [],
    );
  });

  it('the walk follows lazy imports (it finds the console pages from the console entry)', () => {
    const files = reachable(path.join(staffDir, 'main.tsx'));
    expect(files).toContain(path.join(staffDir, 'routes.tsx'));
    expect(files).toContain(path.join(staffDir, 'features', 'auth', 'sign-in-page.tsx'));
    expect(files).toContain(path.join(staffDir, 'features', 'home', 'home-page.tsx'));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMS } from './forms';

/**
 * Issue 25 item 1, "Done when": a form is its folders. Outside its server folder, its web folder,
 * its contract file and the tax engine, a form's id or key appears only in the registry, the
 * contracts' index (which exports its contract) and the contracts' catalogues (its name in each
 * language) — no list anywhere else names it, so adding a form touches no other screen's or
 * module's code.
 */
const root = join(import.meta.dirname, '../../..');
const sourceDirs = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'packages/tax/src'];
const MAY_NAME = ['packages/contracts/src/forms.ts', 'packages/contracts/src/index.ts'];
/** The contracts' catalogues give every form its name in each language (issue 26, docs/adding-a-form.md). */
const WORDS = 'packages/contracts/src/locales/';

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceDirs
  .flatMap(sources)
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

const CHECKED = ['employers-return', 'net-profit-estimate', 'individual-estimate', 'billing-statement'];

describe('a form is named only in its folders, the registry and the engine', () => {
  it.each(FORMS.filter((form) => CHECKED.includes(form.id)).map((form) => [form.id, form.key] as const))(
    '%s',
    (id, key) => {
      const own = [
        `apps/server/src/modules/${id}/`,
        `apps/web/src/features/${id}/`,
        `packages/contracts/src/${id}.ts`,
        `packages/tax/src/${id}.ts`,
      ];
      const naming = new RegExp(`${id}|\\b${key}\\b`);
      const outside = files
        .filter(
          (file) => ![...own, WORDS].some((prefix) => file.path.startsWith(prefix)) && naming.test(file.text),
        )
        .map((file) => relative('.', file.path));
      expect(outside.length, outside.join(', ')).toBeLessThanOrEqual(3);
      expect(
        outside.filter((path) => !MAY_NAME.includes(path) && !path.startsWith('packages/tax/src/')),
      ).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { catalogueFiles, NAMESPACES } from './features';
import { en } from './locales/en/shell';

/**
 * Issue 26 item 3: every language's catalogue is English's, key for key, each text with the same
 * `{placeholders}` (a translation may move them, never drop or rename one). The type check holds
 * the keys of each file (`Translation`); this test holds the placeholders and that every language
 * has every namespace, the shell and each form's `about` file.
 */
type Tree = unknown;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Where two catalogues differ: a path and what is wrong there. */
function differences(reference: Tree, other: Tree, path = ''): string[] {
  if (typeof reference === 'string') {
    if (typeof other !== 'string') return [`${path}: not a text`];
    const [want, got] = [placeholders(reference), placeholders(other)];
    if (want.join() !== got.join())
      return [`${path}: placeholders {${got.join('}{')}} ≠ {${want.join('}{')}}`];
    if (other.trim() === '') return [`${path}: empty`];
    return [];
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(other) || other.length !== reference.length)
      return [`${path}: list of another length`];
    return reference.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`));
  }
  if (reference && typeof reference === 'object') {
    if (!other || typeof other !== 'object') return [`${path}: missing`];
    const keys = new Set([...Object.keys(reference), ...Object.keys(other)]);
    return [...keys].flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in reference)) return [`${at}: not in English`];
      if (!(key in other)) return [`${at}: missing`];
      return differences((reference as Record<string, Tree>)[key], (other as Record<string, Tree>)[key], at);
    });
  }
  return reference === other ? [] : [`${path}: ${String(other)} ≠ ${String(reference)}`];
}

const others = LANGUAGES.filter((language) => language !== 'en');
const abouts = import.meta.glob<unknown>('../features/*/about/*.ts', { eager: true, import: 'about' });

describe.each(others)('the %s catalogue follows English', (language) => {
  it('in the shell', async () => {
    const shell = (await import(`./locales/${language}/shell.ts`)) as Record<string, Tree>;
    expect(differences(en, shell[language])).toEqual([]);
  });

  it.each(NAMESPACES)('in %s', async (namespace) => {
    const load = (catalogueFiles[language] as Record<string, () => Promise<Tree>> | undefined)?.[namespace];
    expect(load, `no ${language} file for ${namespace}`).toBeDefined();
    const english = await (catalogueFiles.en as Record<string, () => Promise<Tree>>)[namespace]!();
    expect(differences(english, await load!())).toEqual([]);
  });

  it("in each form's about file", () => {
    const english = Object.keys(abouts).filter((path) => path.endsWith('/en.ts'));
    expect(english.length).toBeGreaterThan(0);
    for (const path of english) {
      const other = path.replace(/\/en\.ts$/, `/${language}.ts`);
      expect(abouts[other], `${other} is missing`).toBeDefined();
      expect(differences(abouts[path], abouts[other], path)).toEqual([]);
    }
  });
});

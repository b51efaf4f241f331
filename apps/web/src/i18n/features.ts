import { FORMS } from '@efile/contracts/forms';
import type { Language } from './language';

/**
 * Every feature catalogue's texts by namespace, for the message keys' type. Nothing lists them
 * here: each English catalogue file adds its own namespace to this interface (issue 25), e.g.
 *   declare module '../../features' { interface FeatureTexts { payments: typeof payments } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureTexts {}

/** A feature catalogue's name: its key in the catalogue (`t('password.login.forgot')`). */
export type Namespace = keyof FeatureTexts;

/**
 * The catalogue files (issue 25 item 4: words have a language dimension), loaded with their
 * routes (issue 14: the first visit carries only the shell's texts, `locales/<lang>/shell.ts`):
 * the shared ones in `locales/<lang>/<namespace>.ts`, and each feature folder's own in
 * `features/<folder>/locales/<lang>.ts`. A file exports one constant named as its namespace.
 */
const files = import.meta.glob<Record<string, unknown>>([
  './locales/*/*.ts',
  '!./locales/*/shell.ts',
  '../features/*/locales/*.ts',
]);

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * A file's language and namespace: a form's folder (named by its registry id) takes the form's
 * key, any other its name in camel case (`locales/en/estimate-result.ts` → `estimateResult`).
 */
function placeOf(file: string): { language: string; namespace: string } {
  const feature = /\/features\/([^/]+)\/locales\/([^/]+)\.ts$/.exec(file);
  if (feature) {
    const [, folder, language] = feature as unknown as [string, string, string];
    return { language, namespace: FORMS.find((form) => form.id === folder)?.key ?? camel(folder) };
  }
  const [, language, name] = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file) as unknown as [
    string,
    string,
    string,
  ];
  return { language, namespace: camel(name) };
}

type Loaders = { [N in Namespace]: () => Promise<FeatureTexts[N]> };

/** Each language's namespaces, each loaded from its own chunk. */
export const catalogueFiles = {} as Record<Language, Loaders>;
for (const [file, load] of Object.entries(files)) {
  const { language, namespace } = placeOf(file);
  const loaders = ((catalogueFiles as Record<string, Record<string, unknown>>)[language] ??= {});
  loaders[namespace] = () => load().then((module) => module[namespace]);
}

/** The English loaders: every namespace there is (every language has each: `i18n/parity.test.ts`). */
export const featureCatalogues: Loaders = catalogueFiles.en;

export const NAMESPACES = Object.keys(featureCatalogues) as Namespace[];

/** A namespace's loader in a language (English's should one be missing: `parity.test.ts` fails then). */
export const loaderOf = <N extends Namespace>(language: Language, namespace: N): Loaders[N] =>
  catalogueFiles[language]?.[namespace] ?? catalogueFiles.en[namespace];

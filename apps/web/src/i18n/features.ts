import { FORMS } from '@efile/contracts/forms';

/**
 * Every feature catalogue's texts by namespace, for the message keys' type. Nothing lists them
 * here: each catalogue file adds its own namespace to this interface (issue 25 item 1), e.g.
 *   declare module '../../i18n/features' { interface FeatureTexts { payments: typeof payments } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureTexts {}

/** A feature catalogue's name: its key in the catalogue (`t('password.login.forgot')`). */
export type Namespace = keyof FeatureTexts;

/**
 * The catalogue files, loaded with their routes (issue 14: the first visit carries only the
 * shell's texts in `en.ts`): the shared ones in `catalogue/`, and each feature folder's own
 * `catalogue.ts`. A file exports one constant named as its namespace.
 */
const files = import.meta.glob<Record<string, unknown>>(['./catalogue/*.ts', '../features/*/catalogue.ts']);

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * A file's namespace: a form's folder (named by its registry id) takes the form's key; any other
 * file its name in camel case (`catalogue/estimate-result.ts` → `estimateResult`).
 */
function namespaceOf(file: string): string {
  const name = /\/features\/([^/]+)\/catalogue\.ts$/.exec(file)?.[1] ?? /([^/]+)\.ts$/.exec(file)![1]!;
  return FORMS.find((form) => form.id === name)?.key ?? camel(name);
}

/** Each namespace's loader (its texts, from its own chunk). */
export const featureCatalogues = Object.fromEntries(
  Object.entries(files).map(([file, load]) => {
    const namespace = namespaceOf(file);
    return [namespace, () => load().then((module) => module[namespace])];
  }),
) as { [N in Namespace]: () => Promise<FeatureTexts[N]> };

export const NAMESPACES = Object.keys(featureCatalogues) as Namespace[];

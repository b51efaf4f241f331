import { FORMS } from '@efile/contracts';
import { declareForms, serverForms, type ServerForm } from './lib/forms';
import { accessFor } from './plugins/auth';
import { defineModule } from './plugins/module';

let loading: Promise<readonly ServerForm[]> | undefined;

/**
 * Loads each registry form's server folder, `modules/<id>/index.ts`, by its id (ADR 0052): the
 * registry in packages/contracts is the one list of forms. The app, the seed and the CLIs call it
 * before anything reads the declarations (lib/forms.ts); loading twice loads once.
 */
export function loadForms(): Promise<readonly ServerForm[]> {
  try {
    return Promise.resolve(serverForms());
  } catch {
    loading ??= Promise.all(
      FORMS.map(
        async (form) => ((await import(`./modules/${form.id}/index.ts`)) as { default: ServerForm }).default,
      ),
    ).then(declareForms);
    return loading;
  }
}

/**
 * A form's folder as a module (ADR 0055): its routes, by default open to whom the registry lets
 * file it (`accessFor`); a route of the form that differs says so itself.
 */
export const formModule = (form: ServerForm) =>
  defineModule({ name: form.id, folder: { access: accessFor(form.id) }, routes: [form.routes] });

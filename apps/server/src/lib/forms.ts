import type { FastifyInstance } from 'fastify';
import { FORMS, type FormId } from '@efile/contracts';
import type { Tx } from '../db/client';

/**
 * A form's server folder, declared once (ADR 0052): `modules/<id>/index.ts` exports it as its
 * default, and `forms.ts` loads one per entry of the registry (packages/contracts FORMS), so no
 * server file lists the forms. What else a form is — what it charges to the ledger and when it
 * falls due, its reminders, its printed copy — is a part declared by the module that reads it
 * (`declare module '../../lib/forms'`, as fastify's decorators are declared): the core names no
 * module, and a module reads only its own part.
 */
export interface ServerForm {
  /** The registry id: the stored form type and the folder's name. */
  readonly id: FormId;
  /** Its routes, registered by app.ts. */
  readonly routes: (app: FastifyInstance) => Promise<void>;
  /** Its rows of the one-time demo seed (seed.ts), in the seed's transaction. */
  readonly demo?: (tx: Tx) => Promise<void>;
}

let declared: readonly ServerForm[] | null = null;
const byId = new Map<string, ServerForm>();

/** Takes the loaded declarations (forms.ts): one per registry form, in the registry's order. */
export function declareForms(forms: readonly ServerForm[]): readonly ServerForm[] {
  const ids = forms.map((f) => f.id);
  const expected = FORMS.map((f) => f.id);
  if (ids.join() !== expected.join())
    throw new Error(`Server forms ${ids.join(', ')} do not match the registry: ${expected.join(', ')}`);
  declared = forms;
  byId.clear();
  for (const form of forms) byId.set(form.id, form);
  return forms;
}

/** Every form's declaration, in the registry's order (throws until forms.ts has loaded them). */
export function serverForms(): readonly ServerForm[] {
  if (!declared) throw new Error('The server forms are not loaded: call loadForms() (src/forms.ts) first');
  return declared;
}

/** The declaration of a stored form type, or undefined for a type the registry does not know. */
export function serverForm(formType: string): ServerForm | undefined {
  serverForms();
  return byId.get(formType);
}

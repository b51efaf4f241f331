import { ProblemCode } from '@efile/contracts';
import type { Tx } from '../../db/client';
import type { Filer } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findForm, type TaxFormRow } from './repository';

/** Spec §8: a form deleted (in another tab, say) answers "missing tax form". */
export const missingForm = () => new ProblemError(404, ProblemCode.MissingTaxForm);

/**
 * Spec §8: a form of another taxpayer is not this user's to touch; nor, on a business link that
 * sees only what was filed from its start (ADR 0017), a form filed before it.
 */
export function assertOwned(form: TaxFormRow, filer: Filer): void {
  if (form.taxpayerId !== filer.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  const from = filer.seesFormsFrom;
  if (from && (form.filedAt ?? form.createdAt) < from) {
    throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  }
}

/** Spec §8: a filed form cannot change. */
export function assertDraft(form: TaxFormRow): void {
  if (form.status !== 'draft') throw new ProblemError(409, ProblemCode.AlreadyFiled);
}

/** The filer's own form of this id, or "missing tax form" / "not authorized". */
export async function ownedForm(db: Tx, filer: Filer, id: number): Promise<TaxFormRow> {
  const form = await findForm(db, id);
  if (!form) throw missingForm();
  assertOwned(form, filer);
  return form;
}

import type { fileCityTaxFormRequest } from '@efile/contracts';
import {
  ageQuestion,
  api,
  annualReturnFiled,
  cityTaxForm,
  filedForm,
  form1099,
  formW2,
  questionnaireResult,
  type EligibilityAnswers,
} from '@efile/contracts';
import type { z } from 'zod';
import { fileOnce } from '../../lib/filing-key';
import { ApiError, apiFetch } from '../../lib/http';

/** The return of the tax year being filed, or null when none is started. */
export async function loadReturn() {
  const { filed } = await apiFetch(api.isAnnualReturnFiled, { schema: annualReturnFiled });
  try {
    return { filed, form: await apiFetch(api.annualReturn, { schema: cityTaxForm }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { filed, form: null };
    throw error;
  }
}

/** Whether the questionnaire asks the filer's age (the agency holds no birth date). */
export const loadAgeQuestion = () => apiFetch(api.ageQuestion, { schema: ageQuestion });

export const answerQuestions = (body: EligibilityAnswers) =>
  apiFetch(api.efileQuestions, { method: 'POST', body, schema: questionnaireResult });

const byId = (path: string, id: number) => path.replace(':id', String(id));

/** Create or update one item (W-2 or 1099) of the return. */
export function saveItem(kind: 'w2' | 'form1099', body: Record<string, unknown>, id?: number) {
  const [path, byIdPath] = kind === 'w2' ? [api.formW2, api.formW2ById] : [api.form1099, api.form1099ById];
  const schema: z.ZodType<{ id: number }> = kind === 'w2' ? formW2 : form1099;
  return id === undefined
    ? apiFetch(path, { method: 'POST', body, schema })
    : apiFetch(byId(byIdPath, id), { method: 'PUT', body, schema });
}

export function deleteItem(kind: 'w2' | 'form1099', id: number) {
  return apiFetch(byId(kind === 'w2' ? api.formW2ById : api.form1099ById, id), { method: 'DELETE' });
}

export const deleteReturn = () => apiFetch(api.annualReturn, { method: 'DELETE' });

/**
 * Files the return: with an overpayment, the filer's choice — a claim (issue 27: refund, credit or
 * both) or the overpayment given up (issue 14) — as the contract takes it.
 */
export const fileReturn = (body: z.input<typeof fileCityTaxFormRequest>) =>
  fileOnce('annual-return', api.fileAnnualReturn, { body, schema: filedForm });

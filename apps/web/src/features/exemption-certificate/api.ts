import {
  api,
  enteredForms,
  exemptionFiled,
  exemptionStatus,
  type ExemptionSubmission,
} from '@efile/contracts';
import { fileOnce } from '../../lib/filing-key';
import { apiFetch } from '../../lib/http';

const byYear = (path: string, year: number) => path.replace(':year', String(year));

/** Loads what decides whether the form may be filed: a certificate already filed, or forms entered. */
export async function loadExemptionState(year: number) {
  const [status, forms] = await Promise.all([
    apiFetch(byYear(api.exemptionStatus, year), { schema: exemptionStatus }),
    apiFetch(byYear(api.enteredForms, year), { schema: enteredForms }),
  ]);
  return { status, forms };
}

export function fileExemption(body: ExemptionSubmission) {
  return fileOnce('exemption', api.exempt, { body, schema: exemptionFiled });
}

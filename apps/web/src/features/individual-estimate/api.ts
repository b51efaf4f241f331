import { api, estimateCalculation, filedEstimate, type IndividualEstimateRequest } from '@efile/contracts';
import { fileOnce } from '../../lib/filing-key';
import { apiFetch } from '../../lib/http';

export function calculateEstimate(body: IndividualEstimateRequest) {
  return apiFetch(api.individualEstimateCalculate, { method: 'POST', body, schema: estimateCalculation });
}

/** Called only once the page's agreement box is checked: the server refuses a filing without it. */
export function fileEstimate(body: IndividualEstimateRequest) {
  return fileOnce('individual-estimate', api.individualEstimate, {
    body: { ...body, agreement: true },
    schema: filedEstimate,
  });
}

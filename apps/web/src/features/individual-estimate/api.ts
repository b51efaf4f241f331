import { api, estimateCalculation, filedEstimate, type IndividualEstimateRequest } from '@efile/contracts';
import { apiFetch, newIdempotencyKey } from '../../lib/http';

export function calculateEstimate(body: IndividualEstimateRequest) {
  return apiFetch(api.individualEstimateCalculate, { method: 'POST', body, schema: estimateCalculation });
}

export function fileEstimate(body: IndividualEstimateRequest) {
  return apiFetch(api.individualEstimate, {
    method: 'POST',
    body,
    schema: filedEstimate,
    idempotencyKey: newIdempotencyKey(),
  });
}

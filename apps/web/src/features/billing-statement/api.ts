import {
  api,
  billingCalculation,
  filedBillingStatement,
  type BillingStatementRequest,
} from '@efile/contracts';
import { apiFetch, newIdempotencyKey } from '../../lib/http';

export const calculateStatement = (body: BillingStatementRequest) =>
  apiFetch(api.billingStatementCalculate, { method: 'POST', body, schema: billingCalculation });

export const fileStatement = (body: BillingStatementRequest) =>
  apiFetch(api.billingStatement, {
    method: 'POST',
    body,
    schema: filedBillingStatement,
    idempotencyKey: newIdempotencyKey(),
  });

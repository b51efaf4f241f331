import {
  api,
  billingCalculation,
  filedBillingStatement,
  type BillingStatementRequest,
} from '@efile/contracts';
import { fileOnce } from '../../lib/filing-key';
import { apiFetch } from '../../lib/http';

export const calculateStatement = (body: BillingStatementRequest) =>
  apiFetch(api.billingStatementCalculate, { method: 'POST', body, schema: billingCalculation });

export const fileStatement = (body: BillingStatementRequest) =>
  fileOnce('billing-statement', api.billingStatement, { body, schema: filedBillingStatement }, body.taxYear);

import {
  api,
  paymentInfo,
  paymentSessionStart,
  paymentTargetInfo,
  type PaymentInfo,
  type PaymentTarget,
  type PaymentTargetInfo,
} from '@efile/contracts';
import { apiFetch } from '../../lib/http';

/** What the payment page reads: a form's payment info, or an installment's or a year's (ADR 0044). */
export type AnyPaymentInfo = PaymentInfo | PaymentTargetInfo;

const byId = (path: string, id: number) => path.replace(':id', String(id));

/** The three endpoints (info, start, check) of a payment target. */
function urlsOf(target: PaymentTarget) {
  switch (target.kind) {
    case 'form':
      return {
        info: byId(api.paymentInfo, target.taxFormId),
        start: byId(api.initiatePayment, target.taxFormId),
        check: byId(api.checkPayment, target.taxFormId),
      };
    case 'installment': {
      const at = (path: string) =>
        byId(path, target.taxFormId).replace(':installment', String(target.installment));
      return {
        info: at(api.installmentPaymentInfo),
        start: at(api.initiateInstallmentPayment),
        check: at(api.checkInstallmentPayment),
      };
    }
    case 'year': {
      const at = (path: string) => path.replace(':year', String(target.taxYear));
      return {
        info: at(api.yearPaymentInfo),
        start: at(api.initiateYearPayment),
        check: at(api.checkYearPayment),
      };
    }
  }
}

/** The answer read with its own schema: a form's payment info, or an installment's or year's. */
const read = (target: PaymentTarget, url: string, method: 'GET' | 'POST'): Promise<AnyPaymentInfo> =>
  target.kind === 'form'
    ? apiFetch(url, { method, schema: paymentInfo })
    : apiFetch(url, { method, schema: paymentTargetInfo });

export const loadPaymentInfo = (target: PaymentTarget) => read(target, urlsOf(target).info, 'GET');

export const startPaymentSession = (target: PaymentTarget) =>
  apiFetch(urlsOf(target).start, { method: 'POST', schema: paymentSessionStart });

/** Pay by check by mail: a form's choice only (spec §2). */
export const payByMail = (formId: number) =>
  apiFetch(byId(api.noPayment, formId), { method: 'POST', schema: paymentInfo });

/** Back from the provider: the portal asks it what became of the session (502 when it cannot). */
export const checkPayment = (target: PaymentTarget) => read(target, urlsOf(target).check, 'POST');

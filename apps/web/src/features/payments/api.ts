import { api, paymentInfo, paymentSessionStart } from '@efile/contracts';
import { apiFetch } from '../../lib/http';

const byId = (path: string, id: number) => path.replace(':id', String(id));

export const loadPaymentInfo = (formId: number) =>
  apiFetch(byId(api.paymentInfo, formId), { schema: paymentInfo });

export const startPaymentSession = (formId: number) =>
  apiFetch(byId(api.initiatePayment, formId), { method: 'POST', schema: paymentSessionStart });

export const payByMail = (formId: number) =>
  apiFetch(byId(api.noPayment, formId), { method: 'POST', schema: paymentInfo });

/** Back from the provider: the portal asks it what became of the session (502 when it cannot). */
export const checkPayment = (formId: number) =>
  apiFetch(byId(api.checkPayment, formId), { method: 'POST', schema: paymentInfo });

import {
  api,
  mailAccepted,
  registerBusinessResponse,
  registrationResult,
  registrationStatusResponse,
  type RegisterBusinessRequest,
  type RegisterIndividualRequest,
  type RegisterWebRequest,
} from '@efile/contracts';
import { apiFetch } from '../../lib/http';

/** Registration happens before sign-in: a 401/403 here answers the request, never a session. */
const publicCall = { skipUnauthorizedHandler: true } as const;

/** POST /api/register/check_registration {taxpayerId} (spec §7): the taxpayer's registration status. */
export function checkRegistration(taxpayerId: string) {
  return apiFetch(api.checkRegistration, {
    ...publicCall,
    method: 'POST',
    body: { taxpayerId },
    schema: registrationStatusResponse,
  });
}

/** POST /api/register/existing-taxpayer-registration-email {taxpayerId}: always 202 (ADR 0006). */
export function sendExistingTaxpayerEmail(taxpayerId: string) {
  return apiFetch(api.existingTaxpayerEmail, {
    ...publicCall,
    method: 'POST',
    body: { taxpayerId },
    schema: mailAccepted,
  });
}

/** POST /api/register/web: 201 AccountCreated, or 200 with the status that prevents it. */
export function registerWeb(body: RegisterWebRequest) {
  return apiFetch(api.registerWeb, { ...publicCall, method: 'POST', body, schema: registrationResult });
}

/** POST /api/register/individual: 201 AccountCreated with the new taxpayer ID, or 200 with a status. */
export function registerIndividual(body: RegisterIndividualRequest) {
  return apiFetch(api.registerIndividual, {
    ...publicCall,
    method: 'POST',
    body,
    schema: registrationResult,
  });
}

/** POST /api/register/business (signed in): 201 with the new taxpayer and the user filing as it. */
export function registerBusiness(body: RegisterBusinessRequest) {
  return apiFetch(api.registerBusiness, { method: 'POST', body, schema: registerBusinessResponse });
}

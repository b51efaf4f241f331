import {
  api,
  authUser,
  businessChangeResult,
  businessList,
  linkRequests,
  type BusinessChangeRequest,
  type BusinessSearchRequest,
  type LinkCodeRequest,
  type LinkDecision,
} from '@efile/contracts';
import { apiFetch } from '../../lib/http';

export const loadBusinesses = () => apiFetch(api.einsForUser, { schema: businessList });

export const searchBusinesses = (body: BusinessSearchRequest) =>
  apiFetch(api.searchEin, { method: 'POST', body, schema: businessList });

export const addBusiness = (body: BusinessChangeRequest) =>
  apiFetch(api.addEin, { method: 'POST', body, schema: businessChangeResult });

export const removeBusiness = (body: BusinessChangeRequest) =>
  apiFetch(api.removeEin, { method: 'POST', body, schema: businessChangeResult });

export const fileAs = (taxpayerId: string) =>
  apiFetch(api.einChanged, { method: 'POST', body: { taxpayerId }, schema: authUser });

/** ADR 0017: the user's own link requests and those they may approve. */
export const loadLinkRequests = () => apiFetch(api.einLinkRequests, { schema: linkRequests });

export const confirmLink = (body: LinkCodeRequest) =>
  apiFetch(api.confirmEinLink, { method: 'POST', body, schema: businessChangeResult });

export const decideLink = (body: LinkDecision) => apiFetch(api.decideEinLink, { method: 'POST', body });

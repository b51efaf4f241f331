import {
  api,
  authUser,
  businessChangeResult,
  businessList,
  type BusinessChangeRequest,
  type BusinessSearchRequest,
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

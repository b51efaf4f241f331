import {
  staffApi,
  staffDone,
  staffTaxpayerAccount,
  staffTaxpayerResults,
  type StaffTaxpayerAccount,
} from '@efile/contracts';
import { pathOf, staffFetch, withQuery } from '../../lib/api';

/** One page of the taxpayers a query finds (ADR 0057). */
export const searchTaxpayers = (search: { query: string; reason: string; page: number; pageSize: number }) =>
  staffFetch(staffApi.taxpayers, {
    query: {
      query: search.query,
      reason: search.reason,
      page: String(search.page),
      pageSize: String(search.pageSize),
    },
    schema: staffTaxpayerResults,
  });

export const taxpayerAccount = (id: string, reason: string): Promise<StaffTaxpayerAccount> =>
  staffFetch(pathOf(staffApi.taxpayer, { id }), { query: { reason }, schema: staffTaxpayerAccount });

export const formPdfUrl = (id: string, formId: number, reason: string) =>
  withQuery(pathOf(staffApi.taxpayerFormPdf, { id, formId }), { reason });

export const fileUrl = (id: string, fileId: number, reason: string) =>
  withQuery(pathOf(staffApi.taxpayerFile, { id, fileId }), { reason });

export type HelpAction = 'unlock' | 'resend' | 'deactivate' | 'move' | 'unlink';

const ACTION_PATHS: Record<HelpAction, string> = {
  unlock: staffApi.unlockTaxpayerUser,
  resend: staffApi.resendConfirmation,
  deactivate: staffApi.deactivateTaxpayerUser,
  move: staffApi.moveTaxpayerUser,
  unlink: staffApi.unlinkBusiness,
};

/** One account-help action on a web account, with its reason (and the move's or unlink's taxpayer). */
export const helpAccount = (action: HelpAction, userId: number, body: Record<string, string>) =>
  staffFetch(pathOf(ACTION_PATHS[action], { id: userId }), { method: 'POST', body, schema: staffDone });

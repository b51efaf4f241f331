import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LinkAwaiting,
  linkCodeRequest,
  type LinkCodeRequest,
  type AuthUser,
  type BusinessChangeResult,
  type LinkRequestToDecide,
  type MyLinkRequest,
} from '@efile/contracts';
import { longDayOf } from '../../lib/dates';
import { t } from '../../i18n';
import { fieldErrorsOf } from '../../ui/form-steps/server-errors';
import { TextInput, useSchemaForm } from '../../ui/schema-form';
import { useToast } from '../../ui/toasts';
import { confirmLink, decideLink, loadLinkRequests, removeBusiness } from './api';
import { failure, fieldFailure, label } from './business-table';

/** ADR 0017: the user's link requests and those they may approve. */
export function useLinkRequests(user: AuthUser | null) {
  return useQuery({
    queryKey: ['linkRequests', user?.username],
    queryFn: loadLinkRequests,
    enabled: !!user?.isBusinessUser,
  });
}

/** What add-ein's answer says when it opened a request instead of linking. */
export function requestedMessage(result: BusinessChangeResult, name: string): string {
  if (result.awaiting === LinkAwaiting.Agency) return t('businesses.requests.needsAgency', { name });
  if (result.awaiting === LinkAwaiting.Approval) return t('businesses.requests.needsApproval', { name });
  return t('businesses.requests.sentCode', { name });
}

/** What a request waits for, in the catalogue's words when drawn. */
const awaitingText = (awaiting: LinkAwaiting) =>
  ({
    [LinkAwaiting.Code]: t('businesses.requests.awaitingCode'),
    [LinkAwaiting.Approval]: t('businesses.requests.awaitingApproval'),
    [LinkAwaiting.Agency]: t('businesses.requests.awaitingAgency'),
  })[awaiting];

/**
 * The user's open requests: the code field for those waiting for it, the status of the others,
 * and Withdraw. A confirmed code links the business (`onLinked`) or leaves it awaiting approval.
 */
export function MyRequests({
  user,
  requests,
  onLinked,
}: {
  user: AuthUser;
  requests: readonly MyLinkRequest[];
  onLinked: (result: BusinessChangeResult, message: string) => Promise<void>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (r: MyLinkRequest) =>
      removeBusiness({ filingAsTaxpayerId: user.taxpayerId, taxpayerIdToModify: r.taxpayerId }),
    onSuccess: async (_result, r) => {
      await queryClient.invalidateQueries({ queryKey: ['linkRequests'] });
      toast('success', t('businesses.requests.withdrawn', { name: label(r) }));
    },
    onError: (error) => toast('danger', failure(error)),
  });
  if (requests.length === 0) return null;
  return (
    <>
      <h2>{t('businesses.requests.heading')}</h2>
      <ul className="usa-list usa-list--unstyled">
        {requests.map((r) => (
          <li
            key={r.taxpayerId}
            className="margin-bottom-3 border-bottom-1px border-base-lighter padding-bottom-2"
          >
            <p className="text-bold margin-bottom-05">{label(r)}</p>
            <p className="margin-top-0">{awaitingText(r.awaiting)}</p>
            {r.awaiting === LinkAwaiting.Code && <CodeForm request={r} onLinked={onLinked} />}
            <button
              type="button"
              className="usa-button usa-button--unstyled margin-top-1"
              aria-label={t('businesses.requests.withdrawLabel', { name: label(r) })}
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(r)}
            >
              {t('businesses.requests.withdraw')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function CodeForm({
  request,
  onLinked,
}: {
  request: MyLinkRequest;
  onLinked: (result: BusinessChangeResult, message: string) => Promise<void>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const name = label(request);
  // The contract's request (issue 25 item 2); one small form per request, so the field's id
  // names the request and its message is announced where it appears (no summary above it).
  const state = useSchemaForm<{ code: string }, LinkCodeRequest, BusinessChangeResult>({
    schema: linkCodeRequest,
    defaultValues: { code: '' },
    request: ({ code }) => ({ taxpayerId: request.taxpayerId, code }),
    send: confirmLink,
    onSent: async (result) => {
      if (result.success) return onLinked(result, t('businesses.requests.linked', { name }));
      await queryClient.invalidateQueries({ queryKey: ['linkRequests'] });
      toast('success', requestedMessage(result, name));
    },
    onFailed: (e) => {
      if (fieldErrorsOf(e)) return;
      const message = fieldFailure(e);
      state.form.setError('code', { type: 'server', message });
      state.showErrors([{ fieldId: 'code', message }]);
    },
  });
  // Each failure (the form's check or the server's answer) puts focus back on the code.
  const { attempt } = state.summary;
  const { setFocus } = state.form;
  useEffect(() => {
    if (attempt > 0) setFocus('code');
  }, [attempt, setFocus]);
  return (
    <FormProvider {...state.form}>
      <form className="usa-form" noValidate onSubmit={state.onSubmit}>
        <TextInput
          name="code"
          id={`code-${request.taxpayerId}`}
          label={t('businesses.requests.code', { name })}
          hint={t('businesses.requests.codeHint')}
          announce
          autoComplete="one-time-code"
          maxLength={20}
        />
        <button type="submit" className="usa-button" disabled={state.busy}>
          {state.busy ? t('businesses.requests.confirming') : t('businesses.requests.confirm')}
        </button>
      </form>
    </FormProvider>
  );
}

/** Others' requests for businesses this user files for: approve (optionally with past forms) or deny. */
export function RequestsToDecide({ requests }: { requests: readonly LinkRequestToDecide[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [history, setHistory] = useState<Record<number, boolean>>({});
  const decide = useMutation({
    mutationFn: ({ r, approve }: { r: LinkRequestToDecide; approve: boolean }) =>
      decideLink({ requestId: r.requestId, approve, includeHistory: approve && !!history[r.requestId] }),
    onSuccess: async (_result, { r, approve }) => {
      await queryClient.invalidateQueries({ queryKey: ['linkRequests'] });
      const params = { username: r.username, name: label(r.business) };
      toast('success', t(approve ? 'businesses.requests.approved' : 'businesses.requests.denied', params));
    },
    onError: (error) => toast('danger', failure(error)),
  });
  if (requests.length === 0) return null;
  return (
    <>
      <h2>{t('businesses.requests.decideHeading')}</h2>
      <p>{t('businesses.requests.decideIntro')}</p>
      <table className="usa-table usa-table--borderless width-full">
        <caption className="usa-sr-only">{t('businesses.requests.decideCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('businesses.requests.business')}</th>
            <th scope="col">{t('businesses.requests.requestedBy')}</th>
            <th scope="col">{t('businesses.requests.requestedOn')}</th>
            <th scope="col">{t('businesses.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => {
            const params = { username: r.username, name: label(r.business) };
            const checkbox = `history-${r.requestId}`;
            return (
              <tr key={r.requestId}>
                <td>{label(r.business)}</td>
                <td>
                  {r.firstName ? `${r.firstName} · ` : ''}
                  {r.username}
                  <br />
                  {r.email}
                </td>
                <td>{longDayOf(r.requestedAt)}</td>
                <td>
                  <div className="usa-checkbox">
                    <input
                      className="usa-checkbox__input"
                      id={checkbox}
                      type="checkbox"
                      checked={!!history[r.requestId]}
                      onChange={(e) => setHistory({ ...history, [r.requestId]: e.target.checked })}
                    />
                    <label className="usa-checkbox__label" htmlFor={checkbox}>
                      {t('businesses.requests.history', { username: r.username })}
                    </label>
                  </div>
                  <div className="usa-button-group margin-top-1">
                    <button
                      type="button"
                      className="usa-button"
                      aria-label={t('businesses.requests.approveLabel', params)}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ r, approve: true })}
                    >
                      {t('businesses.requests.approve')}
                    </button>
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      aria-label={t('businesses.requests.denyLabel', params)}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ r, approve: false })}
                    >
                      {t('businesses.requests.deny')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

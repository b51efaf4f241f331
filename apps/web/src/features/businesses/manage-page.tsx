import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  businessSearchRequest,
  type BusinessSearchRequest,
  EIN_INPUT_MAX_LENGTH,
  paths,
  type BusinessChangeResult,
  type BusinessItem,
} from '@efile/contracts';
import { t } from '../../i18n';
import { setUser, useUser } from '../../lib/session';
import { Alert, Spinner } from '../../ui/alert';
import { Dialog } from '../../ui/dialog';
import { PageHeading } from '../../ui/page';
import { SchemaForm, TextInput, useSchemaForm } from '../../ui/schema-form';
import { useToast } from '../../ui/toasts';
import { addBusiness, removeBusiness, searchBusinesses } from './api';
import { BusinessTable, failure, label } from './business-table';
import { MyRequests, RequestsToDecide, requestedMessage, useLinkRequests } from './link-requests';
import { useBusinesses } from './taxpayer-selector';

/** Spec §2 count text: none, 1, or N businesses linked. */
const countText = (n: number) =>
  n === 0
    ? t('businesses.countNone')
    : n === 1
      ? t('businesses.countOne')
      : t('businesses.countMany', { count: n });

/**
 * Spec §2 Manage Business Accounts: the 'No Taxpayers for User' warning, the 'Linked Businesses'
 * table with its count and Delete (after 'Confirm Delete Link'), a search by EIN and business
 * name with Add; spec §4 business linking for what the stored user becomes after each change.
 * ADR 0017: Add opens a link request, proved with a code mailed to the business.
 */
export default function ManageBusinessAccountsPage() {
  const user = useUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const linked = useBusinesses(user);
  const requests = useLinkRequests(user);
  const [toDelete, setToDelete] = useState<BusinessItem | null>(null);
  // The search by the contract's request (the EIN as typed becomes its nine digits).
  const searchForm = useSchemaForm<
    BusinessSearchRequest,
    BusinessSearchRequest,
    Awaited<ReturnType<typeof searchBusinesses>>
  >({
    schema: businessSearchRequest,
    defaultValues: { ein: '', businessName: '' },
    send: (request) => {
      add.reset();
      return searchBusinesses(request);
    },
  });
  const search = searchForm.mutation;
  /** Spec §4 business linking: the stored user follows the server's answer; the lists reload. */
  const changed = async (result: BusinessChangeResult, message: string) => {
    if (result.userToken) setUser(result.userToken);
    await queryClient.invalidateQueries();
    toast('success', message);
  };
  const change = (b: BusinessItem) => ({
    filingAsTaxpayerId: user?.taxpayerId ?? null,
    taxpayerIdToModify: b.taxpayerId,
  });
  const add = useMutation({
    mutationFn: (b: BusinessItem) => addBusiness(change(b)),
    onSuccess: (result, b) =>
      changed(
        result,
        result.success
          ? t('businesses.requests.linked', { name: label(b) })
          : requestedMessage(result, label(b)),
      ),
  });
  const remove = useMutation({
    mutationFn: (b: BusinessItem) => removeBusiness(change(b)),
    onSuccess: (result, b) => changed(result, t('businesses.removed', { name: label(b) })),
  });

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete);
    setToDelete(null);
  }

  const mine = linked.data ?? [];
  const pending = requests.data?.mine ?? [];
  const isLinked = (b: BusinessItem) => mine.some((m) => m.taxpayerId === b.taxpayerId);
  const isRequested = (b: BusinessItem) => pending.some((r) => r.taxpayerId === b.taxpayerId);
  const error = searchForm.failure ?? add.error ?? remove.error ?? linked.error ?? requests.error;
  return (
    <>
      <PageHeading>{t('businesses.title')}</PageHeading>
      <p className="usa-intro">{t('businesses.intro')}</p>
      {user?.taxpayerId === null && (
        <Alert type="warning" heading={t('businesses.noTaxpayerHeading')}>
          <p className="margin-0">
            {t('businesses.noTaxpayerBefore')}
            <Link className="usa-link" to={paths.businessRegistration}>
              {t('businesses.noTaxpayerLink')}
            </Link>
            {t('businesses.noTaxpayerAfter')}
          </p>
        </Alert>
      )}
      {error && (
        <Alert type="error">
          <p className="margin-0">{failure(error)}</p>
        </Alert>
      )}
      {user && <MyRequests user={user} requests={pending} onLinked={changed} />}
      <RequestsToDecide requests={requests.data?.toDecide ?? []} />

      <h2>{t('businesses.linkedHeading')}</h2>
      {linked.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : (
        <>
          <p role="status">{countText(mine.length)}</p>
          {mine.length > 0 && (
            <BusinessTable
              items={mine}
              caption={t('businesses.linkedHeading')}
              action={(b) => (
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  aria-label={t('businesses.deleteLabel', { name: label(b) })}
                  disabled={remove.isPending}
                  onClick={() => setToDelete(b)}
                >
                  {t('businesses.delete')}
                </button>
              )}
            />
          )}
        </>
      )}
      <Dialog
        open={toDelete !== null}
        heading={t('businesses.confirmDeleteHeading')}
        onClose={() => setToDelete(null)}
        actions={[
          { label: t('businesses.yes'), onClick: confirmDelete },
          { label: t('businesses.no'), onClick: () => setToDelete(null), look: 'outline' },
        ]}
      >
        <p>{toDelete && t('businesses.confirmDeleteText', { name: label(toDelete) })}</p>
      </Dialog>

      <h2>{t('businesses.searchHeading')}</h2>
      <SchemaForm state={searchForm} className="usa-form">
        <TextInput
          name="ein"
          label={t('businesses.ein')}
          hint={t('businesses.einHint')}
          inputMode="numeric"
          maxLength={EIN_INPUT_MAX_LENGTH}
          autoComplete="off"
        />
        <TextInput name="businessName" label={t('businesses.businessName')} maxLength={100} />
        <button type="submit" className="usa-button" disabled={search.isPending}>
          {search.isPending ? t('businesses.searching') : t('businesses.search')}
        </button>
      </SchemaForm>
      {search.isSuccess &&
        (search.data.length === 0 ? (
          // Spec §2, exact; an alert, announced when it appears (each search mounts it anew).
          <Alert type="warning">
            <p className="margin-top-0">{t('businesses.notFound')}</p>
            <p className="margin-bottom-0">
              <Link className="usa-link" to={paths.businessRegistration}>
                {t('businesses.completeRegistration')}
              </Link>
            </p>
          </Alert>
        ) : (
          <BusinessTable
            items={search.data}
            caption={t('businesses.resultsCaption')}
            action={(b) => (
              <button
                type="button"
                className="usa-button"
                // The accessible name starts with the visible words (WCAG 2.5.3 Label in Name).
                aria-label={t(
                  isLinked(b)
                    ? 'businesses.linkedLabel'
                    : isRequested(b)
                      ? 'businesses.requestedLabel'
                      : 'businesses.addLabel',
                  { name: label(b) },
                )}
                disabled={isLinked(b) || add.isPending}
                onClick={() => add.mutate(b)}
              >
                {isLinked(b)
                  ? t('businesses.linked')
                  : isRequested(b)
                    ? t('businesses.requested')
                    : t('businesses.add')}
              </button>
            )}
          />
        ))}
    </>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessSearchRequest, type BusinessChangeResult, type BusinessItem } from '@efile/contracts';
import { t } from '../../i18n';
import { problemMessageThen } from '../../lib/problem-message';
import { setUser, useUser } from '../../lib/session';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toasts';
import { addBusiness, removeBusiness, searchBusinesses } from './api';
import { useBusinesses } from './taxpayer-selector';

/** Spec §8: the server's words (Ein shown as EIN), then the generic sentence. */
const failure = (error: unknown) =>
  problemMessageThen(error, t('businesses.unexpected')).replace(/\bEin\b/g, 'EIN');

/** A business's name for buttons and messages. */
const label = (b: BusinessItem) => `${b.name1} (${b.ein})`;

/**
 * Spec §2 Manage Business Accounts: the linked businesses, a search by EIN and business name,
 * results with Add (disabled when linked or while adding), and Remove; spec §4 business linking
 * for what the stored user becomes after each change.
 */
export default function ManageBusinessAccountsPage() {
  const user = useUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const linked = useBusinesses(user);
  const [ein, setEin] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const search = useMutation({ mutationFn: searchBusinesses });
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
    onSuccess: (result, b) => changed(result, t('businesses.added', { name: label(b) })),
  });
  const remove = useMutation({
    mutationFn: (b: BusinessItem) => removeBusiness(change(b)),
    onSuccess: (result, b) => changed(result, t('businesses.removed', { name: label(b) })),
  });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const parsed = businessSearchRequest.safeParse({ ein, businessName: name });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      document.getElementById(found.ein ? 'ein' : 'businessName')?.focus();
      return;
    }
    setErrors({});
    add.reset();
    search.mutate(parsed.data);
  }

  const mine = linked.data ?? [];
  const isLinked = (b: BusinessItem) => mine.some((m) => m.taxpayerId === b.taxpayerId);
  const error = search.error ?? add.error ?? remove.error ?? linked.error;
  return (
    <>
      <PageHeading>{t('businesses.title')}</PageHeading>
      <p className="usa-intro">{t('businesses.intro')}</p>
      {user?.taxpayerId === null && (
        <Alert type="info" slim>
          <p className="margin-0">{t('businesses.noTaxpayer')}</p>
        </Alert>
      )}
      {error && (
        <Alert type="error">
          <p className="margin-0">{failure(error)}</p>
        </Alert>
      )}
      <h2>{t('businesses.linkedHeading')}</h2>
      {linked.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : mine.length === 0 ? (
        <p>{t('businesses.none')}</p>
      ) : (
        <BusinessTable
          items={mine}
          caption={t('businesses.linkedHeading')}
          action={(b) => (
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              aria-label={t('businesses.removeLabel', { name: label(b) })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(b)}
            >
              {t('businesses.remove')}
            </button>
          )}
        />
      )}

      <h2>{t('businesses.searchHeading')}</h2>
      <form className="usa-form" noValidate onSubmit={onSearch}>
        <TextField
          id="ein"
          label={t('businesses.ein')}
          inputMode="numeric"
          maxLength={9}
          aria-describedby={errors.ein ? 'ein-error ein-hint' : 'ein-hint'}
          value={ein}
          error={errors.ein}
          onChange={(e) => setEin(e.target.value)}
        />
        <span className="usa-hint" id="ein-hint">
          {t('businesses.einHint')}
        </span>
        <TextField
          id="businessName"
          label={t('businesses.businessName')}
          maxLength={100}
          value={name}
          error={errors.businessName}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="usa-button" disabled={search.isPending}>
          {search.isPending ? t('businesses.searching') : t('businesses.search')}
        </button>
      </form>
      {search.isSuccess &&
        (search.data.length === 0 ? (
          <p role="status">{t('businesses.noResults')}</p>
        ) : (
          <BusinessTable
            items={search.data}
            caption={t('businesses.resultsCaption')}
            action={(b) => (
              <button
                type="button"
                className="usa-button"
                aria-label={t('businesses.addLabel', { name: label(b) })}
                disabled={isLinked(b) || add.isPending}
                onClick={() => add.mutate(b)}
              >
                {isLinked(b) ? t('businesses.linked') : t('businesses.add')}
              </button>
            )}
          />
        ))}
    </>
  );
}

/** Spec §2 result table: EIN, Business Name, Alternate Name ('--' if empty), Actions. */
function BusinessTable({
  items,
  caption,
  action,
}: {
  items: readonly BusinessItem[];
  caption: string;
  action: (b: BusinessItem) => ReactNode;
}) {
  return (
    <table className="usa-table usa-table--borderless width-full">
      <caption className="usa-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('businesses.ein')}</th>
          <th scope="col">{t('businesses.businessName')}</th>
          <th scope="col">{t('businesses.alternateName')}</th>
          <th scope="col">{t('businesses.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((b) => (
          <tr key={b.taxpayerId}>
            <td>{b.ein}</td>
            <td>{b.name1}</td>
            <td>{b.name2 || t('businesses.noAlternate')}</td>
            <td>{action(b)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

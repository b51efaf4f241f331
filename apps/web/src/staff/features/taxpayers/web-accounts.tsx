import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffWebAccount } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st, type StaffMessageKey } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { taxpayerPath } from '../../paths';
import { reasonError } from '../../ui/reason-form';
import { helpAccount, type HelpAction } from './api';

interface Chosen {
  action: HelpAction;
  /** The unlink's taxpayer. */
  link?: StaffWebAccount['links'][number];
}

const label = (chosen: Chosen) =>
  chosen.action === 'unlink'
    ? st('taxpayers.help.unlink', { name: chosen.link?.name ?? '' })
    : st(`taxpayers.help.${chosen.action}` as StaffMessageKey);

/** The actions that apply to an account in its state. */
function actionsFor(account: StaffWebAccount, taxpayerId: string): Chosen[] {
  const actions: Chosen[] = [];
  if (account.state === 'locked') actions.push({ action: 'unlock' });
  if (account.state === 'pending-confirmation') actions.push({ action: 'resend' });
  if (account.state !== 'inactive') actions.push({ action: 'deactivate' });
  if (account.links.some((l) => l.taxpayerId === taxpayerId)) actions.push({ action: 'move' });
  if (account.isBusinessUser) for (const link of account.links) actions.push({ action: 'unlink', link });
  return actions;
}

/**
 * One action's form, opened under the account: the reason (required, audited), the move's target
 * taxpayer ID; focus goes to the reason on opening and back to the actions on Cancel.
 */
function HelpForm({
  account,
  taxpayerId,
  chosen,
  onCancel,
  onDone,
}: {
  account: StaffWebAccount;
  taxpayerId: string;
  chosen: Chosen;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLFormElement>(null);
  useEffect(() => {
    first.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const id = `help-${account.id}`;
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get(`${id}-reason`) ?? '').trim();
    const target = String(form.get(`${id}-target`) ?? '').trim();
    const invalid = reasonError(reason);
    setReasonProblem(invalid);
    if (invalid) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    const body: Record<string, string> = { reason };
    if (chosen.action === 'move') Object.assign(body, { fromTaxpayerId: taxpayerId, toTaxpayerId: target });
    if (chosen.action === 'unlink') body.taxpayerId = chosen.link?.taxpayerId ?? '';
    setBusy(true);
    setError(null);
    try {
      await helpAccount(chosen.action, account.id, body);
      onDone(
        st(`taxpayers.help.done.${chosen.action}` as StaffMessageKey, {
          username: account.username,
          target,
          name: chosen.link?.name ?? '',
        }),
      );
    } catch (caught) {
      setError(staffProblemMessage(caught));
      setBusy(false);
    }
  };
  return (
    <form
      ref={first}
      className="usa-form margin-top-2"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="help-form"
    >
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {chosen.action === 'move' && (
        <TextField id={`${id}-target`} label={st('taxpayers.help.target')} inputMode="numeric" required />
      )}
      <TextField
        id={`${id}-reason`}
        label={st('taxpayers.help.reason')}
        hint={st('taxpayers.help.reasonHint')}
        error={reasonProblem}
        required
        maxLength={500}
      />
      <button type="submit" className="usa-button" disabled={busy}>
        {st('taxpayers.help.confirm', { action: label(chosen) })}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
        {st('taxpayers.help.cancel')}
      </button>
    </form>
  );
}

/** The web accounts linked to the taxpayer: state, what each acts for, and (staff who may) account help. */
export function WebAccounts({
  accounts,
  taxpayerId,
  reason,
  canHelp,
  onChanged,
}: {
  accounts: readonly StaffWebAccount[];
  taxpayerId: string;
  reason: string;
  canHelp: boolean;
  onChanged: (message: string) => void;
}) {
  const [open, setOpen] = useState<{ userId: number; index: number } | null>(null);
  return (
    <>
      {accounts.map((account) => {
        const actions = canHelp ? actionsFor(account, taxpayerId) : [];
        const chosen = open?.userId === account.id ? actions[open.index] : undefined;
        return (
          <div key={account.id} className="margin-top-3" data-testid={`web-account-${account.username}`}>
            <h3>{account.username}</h3>
            <dl className="efile-facts">
              <dt>{st('taxpayers.search.email')}</dt>
              <dd>{account.email}</dd>
              <dt>{st('taxpayers.account.state')}</dt>
              <dd data-testid="web-account-state">
                {st(`taxpayers.account.states.${account.state}` as StaffMessageKey)}
              </dd>
              {account.isBusinessUser && (
                <>
                  <dt>{st('taxpayers.account.business')}</dt>
                  <dd>✓</dd>
                </>
              )}
              <dt>{st('taxpayers.account.linked')}</dt>
              <dd>
                <ul className="usa-list usa-list--unstyled">
                  {account.links.map((link) => (
                    <li key={link.taxpayerId}>
                      {link.taxpayerId === taxpayerId ? (
                        `${link.taxpayerId} ${link.name}`
                      ) : (
                        <Link to={`${taxpayerPath(link.taxpayerId)}?${new URLSearchParams({ reason })}`}>
                          {link.taxpayerId} {link.name}
                        </Link>
                      )}
                      {link.isPrimary && ` (${st('taxpayers.account.own')})`}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            {actions.length > 0 && (
              <div
                className="usa-button-group margin-top-2"
                role="group"
                aria-label={st('taxpayers.help.heading', { username: account.username })}
              >
                {actions.map((action, index) => (
                  <button
                    key={`${action.action}-${action.link?.taxpayerId ?? ''}`}
                    type="button"
                    className="usa-button usa-button--outline"
                    aria-expanded={chosen === action}
                    onClick={() => setOpen(chosen === action ? null : { userId: account.id, index })}
                  >
                    {label(action)}
                  </button>
                ))}
              </div>
            )}
            {chosen && (
              <HelpForm
                key={`${open?.userId}-${open?.index}`}
                account={account}
                taxpayerId={taxpayerId}
                chosen={chosen}
                onCancel={() => setOpen(null)}
                onDone={(message) => {
                  setOpen(null);
                  onChanged(message);
                }}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

import { useState } from 'react';
import { staffMoveUserBody, staffReasonBody, staffUnlinkBody, type StaffWebAccount } from '@efile/contracts';
import { TextInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { helpAccount, type HelpAction } from './api';
import { TaxpayerLink } from '../../ui/taxpayer-link';

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

/** What the action's form holds: the reason, and the move's target taxpayer. */
interface HelpValues {
  reason: string;
  toTaxpayerId: string;
}

/** The request each action sends, as the contract the server checks it with. */
const schemaOf = (action: HelpAction) =>
  action === 'move' ? staffMoveUserBody : action === 'unlink' ? staffUnlinkBody : staffReasonBody;

/**
 * One action's form, opened under the account: the reason (required, audited), the move's target
 * taxpayer ID; focus goes to its first field on opening, to the field to correct after a refusal,
 * and back to the actions on Cancel.
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
  const id = `help-${account.id}`;
  const state = useStaffForm<HelpValues, Record<string, string>>({
    schema: schemaOf(chosen.action),
    defaultValues: { reason: '', toTaxpayerId: '' },
    request: ({ reason, toTaxpayerId }) =>
      chosen.action === 'move'
        ? { reason, fromTaxpayerId: taxpayerId, toTaxpayerId: toTaxpayerId.trim() }
        : chosen.action === 'unlink'
          ? { reason, taxpayerId: chosen.link?.taxpayerId ?? '' }
          : { reason },
    labels: { toTaxpayerId: st('taxpayers.help.target') },
    focus: 'field',
    ids: (path) => `${id}-${path === 'toTaxpayerId' ? 'target' : path}`,
    send: (body) => helpAccount(chosen.action, account.id, body),
    onSent: (_done, body) =>
      onDone(
        st(`taxpayers.help.done.${chosen.action}` as StaffMessageKey, {
          username: account.username,
          target: body.toTaxpayerId ?? '',
          name: chosen.link?.name ?? '',
        }),
      ),
  });
  return (
    <StaffForm state={state} className="usa-form margin-top-2" testId="help-form">
      {chosen.action === 'move' && (
        <TextInput name="toTaxpayerId" label={st('taxpayers.help.target')} inputMode="numeric" autoFocus />
      )}
      <TextInput
        name="reason"
        label={st('taxpayers.help.reason')}
        hint={st('taxpayers.help.reasonHint')}
        maxLength={500}
        autoFocus={chosen.action !== 'move'}
      />
      <button type="submit" className="usa-button" disabled={state.busy}>
        {st('taxpayers.help.confirm', { action: label(chosen) })}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
        {st('taxpayers.help.cancel')}
      </button>
    </StaffForm>
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
          <div
            key={account.id}
            id={`web-account-${account.username}`}
            tabIndex={-1}
            className="margin-top-3"
            data-testid={`web-account-${account.username}`}
          >
            <h3>{account.username}</h3>
            <dl className="efile-facts">
              <dt>{st('taxpayers.search.email')}</dt>
              <dd>{account.email}</dd>
              <dt>{st('taxpayers.account.language')}</dt>
              <dd data-testid="web-account-language">
                {st(`taxpayers.account.languages.${account.language}`)}
              </dd>
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
                        <TaxpayerLink id={link.taxpayerId} reason={reason}>
                          {link.taxpayerId} {link.name}
                        </TaxpayerLink>
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

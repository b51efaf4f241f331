import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountClaimRequest,
  type ClaimableYear,
  type GivenUpOverpayment,
  type RefundClaimDto,
  type RefundClaimStatus,
} from '@efile/contracts';
import type { z } from 'zod';
import { t } from '../../i18n';
import { formName } from '../../lib/account';
import { longDate, longDayOf } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { SchemaForm, useSchemaForm } from '../../ui/schema-form';
import { useClaimable, useClaims, sendClaim } from './claims-api';
import {
  ClaimFields,
  claimChecks,
  claimRequest,
  emptyClaim,
  type ClaimChoice,
  type ClaimPart,
} from '../../ui/claim-fields';

const statusName = (s: RefundClaimStatus) => t(`refunds.claims.statuses.${s}`);

/** What a claim asked for, in words. */
function asked(c: RefundClaimDto): string {
  const parts = [
    ...(c.refundCents > 0
      ? [
          `${t('refunds.claims.refundOf', { amount: formatCents(c.refundCents) })} ${
            c.method === 'direct-deposit'
              ? t('refunds.claims.byDeposit', { account: c.accountMasked ?? '' })
              : t('refunds.claims.byCheck')
          }`,
        ]
      : []),
    ...(c.creditCents > 0
      ? [t('refunds.claims.creditOf', { amount: formatCents(c.creditCents), year: c.taxYear + 1 })]
      : []),
  ];
  return parts.join('; ');
}

function ClaimRow({ claim }: { claim: RefundClaimDto }) {
  return (
    <tr>
      <th scope="row">{claim.taxYear}</th>
      <td>{asked(claim)}</td>
      <td>
        <strong>{statusName(claim.status)}</strong>
        {claim.expectedOn && (
          <p className="margin-0">{t('refunds.claims.expected', { date: longDate(claim.expectedOn) })}</p>
        )}
        {!!claim.interestCents && (
          <p className="margin-0">
            {t('refunds.claims.interest', { amount: formatCents(claim.interestCents) })}
          </p>
        )}
        {claim.refusalReason && (
          <p className="margin-0">{t('refunds.claims.reason', { reason: claim.refusalReason })}</p>
        )}
      </td>
      <td>
        <ul className="usa-list usa-list--unstyled">
          {claim.steps.map((s) => (
            <li key={s.status}>
              {s.on
                ? t('refunds.claims.stepOn', { status: statusName(s.status), date: longDate(s.on) })
                : t('refunds.claims.stepPending', { status: statusName(s.status) })}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The overpayments given up on filed returns (issue 27 item 1): recorded where the claims are. */
function GivenUp({ rows }: { rows: readonly GivenUpOverpayment[] }) {
  return (
    <>
      <h3>{t('refunds.givenUp.heading')}</h3>
      <table className="usa-table usa-table--borderless usa-table--stacked" data-testid="given-up">
        <caption className="usa-sr-only">{t('refunds.givenUp.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('refunds.givenUp.year')}</th>
            <th scope="col">{t('refunds.givenUp.form')}</th>
            <th scope="col">{t('refunds.givenUp.on')}</th>
            <th scope="col">{t('refunds.givenUp.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => (
            <tr key={`${g.taxFormId ?? ''}:${g.on}`}>
              <th scope="row">{g.taxYear}</th>
              <td>
                {g.formType ? formName(g.formType) : ''}
                {g.confirmationNumber ? ` (${g.confirmationNumber})` : ''}
              </td>
              <td>{longDayOf(g.on)}</td>
              <td className="efile-money">{formatCents(g.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

interface AccountClaimValues {
  choice: ClaimChoice;
  claim: ClaimPart;
}

/** The claim of one year's credit from My Account: the same fields as the return's File step. */
function ClaimForm({ year, onDone }: { year: ClaimableYear; onDone: (sent: boolean) => void }) {
  const queries = useQueryClient();
  const form = useSchemaForm<AccountClaimValues, z.input<typeof accountClaimRequest>, RefundClaimDto>({
    schema: accountClaimRequest,
    defaultValues: { choice: '', claim: emptyClaim() },
    money: { 'claim.refundCents': t('refunds.splitRefund') },
    request: (v) => ({ taxYear: year.taxYear, claim: claimRequest(v.choice, v.claim, year.claimableCents) }),
    checks: (v) => claimChecks(v.choice, v.claim, year.claimableCents, year.refundMinimumCents, 'claim.'),
    send: sendClaim,
    onSent: () => {
      void queries.invalidateQueries({ queryKey: ['refund-claims'] });
      void queries.invalidateQueries({ queryKey: ['refund-claimable'] });
      void queries.invalidateQueries({ queryKey: ['account'] });
      onDone(true);
    },
  });
  return (
    <SchemaForm state={form} testId={`claim-${year.taxYear}`}>
      <ClaimFields overpayment={year.claimableCents} year={year.taxYear + 1} prefix="claim." />
      {form.failure && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(form.failure)}</p>
        </Alert>
      )}
      <button type="submit" className="usa-button" disabled={form.busy}>
        {form.busy ? t('refunds.claimable.sending') : t('refunds.claimable.submit')}
      </button>
      <button type="button" className="usa-button usa-button--unstyled" onClick={() => onDone(false)}>
        {t('refunds.claimable.cancel')}
      </button>
    </SchemaForm>
  );
}

/**
 * My Account's refunds and credits (issue 27 items 2 and 4): each claim with its status and the
 * day of each step, and each year's credit that may be claimed, with its claim form.
 */
export function ClaimsSection() {
  const claims = useClaims();
  const claimable = useClaimable();
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const list = claims.data?.claims ?? [];
  const years = claimable.data?.years ?? [];
  const givenUp = claims.data?.givenUp ?? [];
  if (list.length === 0 && years.length === 0 && givenUp.length === 0 && !sent) return null;
  return (
    <section className="margin-top-4" aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">{t('refunds.claims.heading')}</h2>
      {sent && (
        <div ref={sentRef} tabIndex={-1}>
          <Alert type="success">
            <p className="margin-0">{t('refunds.claimable.sent')}</p>
          </Alert>
        </div>
      )}
      {list.length > 0 && (
        <table className="usa-table usa-table--borderless usa-table--stacked">
          <caption>{t('refunds.claims.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('refunds.claims.year')}</th>
              <th scope="col">{t('refunds.claims.asked')}</th>
              <th scope="col">{t('refunds.claims.status')}</th>
              <th scope="col">{t('refunds.claims.steps')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <ClaimRow key={c.id} claim={c} />
            ))}
          </tbody>
        </table>
      )}
      {givenUp.length > 0 && <GivenUp rows={givenUp} />}
      {years.map((y) => (
        <div key={y.taxYear} className="margin-top-3">
          <h3>{t('refunds.claimable.heading')}</h3>
          <p>
            {t('refunds.claimable.text', {
              year: y.taxYear,
              amount: formatCents(y.claimableCents),
              date: longDate(y.claimBy),
            })}
          </p>
          {open === y.taxYear ? (
            <ClaimForm
              year={y}
              onDone={(done) => {
                setOpen(null);
                setSent(done);
              }}
            />
          ) : (
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => {
                setSent(false);
                setOpen(y.taxYear);
              }}
            >
              {t('refunds.claimable.open', { year: y.taxYear })}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ProblemCode, formOf, type FormId, type MailroomKind, type MailroomOpenItem } from '@efile/contracts';
import { AGENCY_TIME_ZONE } from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { mailroomPostings } from '../../db/mailroom-schema';
import { taxForms, taxpayers } from '../../db/schema';
import { ProblemError } from '../../plugins/problems';
import { account } from '../ledger';
import type { RuleSet } from '../rules';
import { fullName } from '../staff';
import { text } from '../../lib/i18n';
import { money } from '../../lib/formats';

/**
 * What the mailroom checks before anything is written (ADR 0038, ADR 0046): who the taxpayer is,
 * which form a check pays, whether a paper return doubles a filed form, and whether the recorder's
 * day with the taxpayer needs a second person's approval.
 */

export const invalid = (field: string, message: string) =>
  new ProblemError(400, ProblemCode.Validation, {
    detail: text('problems.invalidInput', { where: 'body', fields: field }),
    errors: { [field]: message },
  });

/**
 * Serialises the mailroom's writes for one taxpayer until the transaction ends (every node, every
 * connection), so the day's sum a recording reads is the one it adds to: five checks sent at once
 * are decided one after the other.
 */
export async function lockTaxpayer(tx: Tx, taxpayerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mailroom:${taxpayerId}`}, 0))`);
}

/** The taxpayer, or a 400 on `taxpayerId`; the day received is not after the agency's today. */
export async function taxpayerOf(tx: Tx, taxpayerId: string, receivedOn: string, today: string) {
  if (receivedOn > today) throw invalid('receivedOn', 'must not be in the future');
  const taxpayer = await payerOf(tx, taxpayerId);
  if (!taxpayer) throw invalid('taxpayerId', 'is not a taxpayer');
  return taxpayer;
}

/** A taxpayer's id and name as the mailroom shows the payer; undefined when there is none. */
export async function payerOf(tx: Tx, taxpayerId: string) {
  const [taxpayer] = await tx
    .select({
      id: taxpayers.id,
      name1: taxpayers.name1,
      name2: taxpayers.name2,
      middleInitial: taxpayers.middleInitial,
    })
    .from(taxpayers)
    .where(eq(taxpayers.id, taxpayerId));
  return taxpayer ? { id: taxpayer.id, name: fullName(taxpayer) } : undefined;
}

/**
 * The form a check pays, read from the ledger's account service (the figures My Account shows):
 * the taxpayer's filed form with that confirmation number, which must still owe something; the
 * taxpayer's open items (forms with a balance). Without a confirmation number the check pays the
 * tax year, allowed only when that year has no open form — else the money would pay no form while
 * the form still showed as owed.
 */
export async function formOfCheck(
  rules: RuleSet,
  tx: Tx,
  check: { taxpayerId: string; taxYear: number; confirmationNumber?: string | undefined },
  now: Date,
  { requireForm }: { requireForm: boolean },
): Promise<{ formId: number | null; form: MailroomOpenItem | null; openItems: MailroomOpenItem[] }> {
  const ledger = await account(tx, { taxpayerId: check.taxpayerId }, now, rules);
  const item = (f: (typeof ledger.forms)[number]) => ({
    confirmationNumber: f.confirmationNumber ?? '',
    formType: f.formType,
    taxYear: f.taxYear,
    period: f.period,
    balance: f.balance,
  });
  const open = ledger.forms
    .filter((f) => f.balance > 0 && f.confirmationNumber)
    .sort((a, b) => a.taxYear - b.taxYear || (a.period ?? '').localeCompare(b.period ?? ''));
  const openItems = open.map(item);
  if (check.confirmationNumber === undefined) {
    const ofYear = open.filter((f) => f.taxYear === check.taxYear);
    if (requireForm && ofYear.length > 0)
      throw invalid(
        'confirmationNumber',
        `name the form this check pays: taxpayer ${check.taxpayerId} owes on ${ofYear
          .map((f) => `${f.confirmationNumber} (${money(f.balance)})`)
          .join(', ')} for ${check.taxYear}`,
      );
    return { formId: null, form: null, openItems };
  }
  const named = ledger.forms.find((f) => f.confirmationNumber === check.confirmationNumber);
  // Unknown and another taxpayer's answer alike: the console never learns whose a number is.
  if (!named)
    throw invalid(
      'confirmationNumber',
      `is not the confirmation number of a form filed by taxpayer ${check.taxpayerId}`,
    );
  if (named.balance <= 0)
    throw invalid(
      'confirmationNumber',
      `${named.confirmationNumber} has nothing left to pay (${money(named.balance)} owed)`,
    );
  if (named.taxYear !== check.taxYear)
    throw invalid('taxYear', `must be the form's tax year (${named.taxYear})`);
  return { formId: named.id, form: item(named), openItems };
}

/** A paper return of a form the taxpayer filed online (same kind, year and period) is refused: 409. */
export async function refuseFiledTwice(
  tx: Tx,
  paper: { taxpayerId: string; formType: string; taxYear: number; period: string | null },
) {
  const [filed] = await tx
    .select({ confirmationNumber: taxForms.confirmationNumber })
    .from(taxForms)
    .where(
      and(
        eq(taxForms.taxpayerId, paper.taxpayerId),
        eq(taxForms.formType, paper.formType),
        eq(taxForms.taxYear, paper.taxYear),
        paper.period === null ? sql`${taxForms.period} is null` : eq(taxForms.period, paper.period),
        isNotNull(taxForms.filedAt),
      ),
    )
    .limit(1);
  if (filed) {
    const what = [formOf(paper.formType as FormId).name, paper.taxYear, paper.period]
      .filter(Boolean)
      .join(' ');
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.paperAlreadyFiledOnline', {
        taxpayerId: paper.taxpayerId,
        what,
        confirmationNumber: filed.confirmationNumber ?? '',
      }),
    });
  }
}

/**
 * Whether a posting waits for a second person (issue 23 item 6): above `MAILROOM_APPROVAL_CENTS`
 * counted over what the recorder posted without approval for this taxpayer on this agency day
 * (same kind: checks with checks, paper returns with paper returns), this posting included. Read
 * under `lockTaxpayer`, so concurrent recordings see each other.
 */
export async function needsApproval(
  deps: Pick<AppDeps, 'config'>,
  tx: Tx,
  posting: { recordedBy: number; taxpayerId: string; kind: MailroomKind; amountCents: number },
  today: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${mailroomPostings.amountCents}), 0)` })
    .from(mailroomPostings)
    .where(
      and(
        eq(mailroomPostings.recordedBy, posting.recordedBy),
        eq(mailroomPostings.taxpayerId, posting.taxpayerId),
        eq(mailroomPostings.kind, posting.kind),
        eq(mailroomPostings.status, 'posted'),
        eq(mailroomPostings.needsApproval, false),
        sql`to_char(${mailroomPostings.recordedAt} at time zone ${AGENCY_TIME_ZONE}, 'YYYY-MM-DD') = ${today}`,
      ),
    );
  return Number(row?.total ?? 0) + posting.amountCents > deps.config.mailroom.approvalCents;
}

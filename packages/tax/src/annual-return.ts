import { describeLocality, recogniseLocality, resolveW2Locality, type ResolvedLocality } from './city-names';
import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import {
  EXACT_DENOMINATOR,
  exactCredit,
  exactTax,
  formatScaledRate,
  scaledCreditLimit,
  scaledCreditRate,
} from './credit';
import {
  apportion,
  assertCents,
  formatRate,
  formatUsd,
  roundCents,
  roundQuotient,
  sumCents,
  type Cents,
} from './money';
import { isRefundable } from './refund';
import { TAX_TABLES, hasCode, municipality, type Municipality, type TaxTables } from './tables';
import {
  OVERPAYMENT_NOT_ACCEPTED_ONLINE,
  type AnnualReturnInput,
  type AnnualReturnResult,
  type OverpaymentNotice,
} from './annual-return-types';
import { WorksheetBuilder, type AnnualReturnLineId } from './worksheet';
import { words } from './words';

export * from './annual-return-types';

/**
 * The individual annual return of a resident (agency city tax form; spec §1 and issue 4):
 * qualifying wages and 1099 income → tax at the residence rate → credit for tax paid to work
 * cities → tax after credit → less residence-city tax withheld, estimates paid and prior-year
 * credit → balance due, or an overpayment (which cannot be filed online).
 */

interface IncomeItem {
  kind: 'w2' | 'form1099';
  index: number;
  label: string;
  income: Cents;
  incomeLine: AnnualReturnLineId;
  taxPaid: Cents;
  taxPaidInput: string;
  cityCode: string | null;
  /** The inputs that say which work city was used (a W-2's box 20 and how it was read). */
  cityInputs: string[];
}

type Builder = WorksheetBuilder<AnnualReturnLineId>;
type ItemFields = Omit<IncomeItem, 'kind' | 'index'>;
type Round = (cents: Cents, name: string) => Cents;

/**
 * One line per W-2 and per 1099. Qualifying wages = W-2 box 5, Medicare wages (ORC 718.01
 * "qualifying wages"; TAX-FACTS): federal wages with retirement deferrals (401(k), 403(b), 457)
 * added back and §125 cafeteria-plan amounts left out, which is what box 5 already reports.
 * 1099 non-employee compensation is taxable income as entered.
 */
function incomeItems(
  ws: Builder,
  input: AnnualReturnInput,
  localities: readonly ResolvedLocality[],
  tables: TaxTables,
  r: Round,
  notices: string[],
): IncomeItem[] {
  const items: IncomeItem[] = [];
  input.w2s.forEach((w2, i) => {
    const n = i + 1;
    const label = words('worksheet.w2Item', { n, employer: w2.employer });
    const box5 = ws.input(
      `w2s[${i}].medicareWages`,
      words('worksheet.w2Box5', { n }),
      w2.medicareWages,
      'cents',
    );
    const taxPaidInput = ws.input(
      `w2s[${i}].localTaxWithheld`,
      words('worksheet.w2Box19', { n }),
      w2.localTaxWithheld,
      'cents',
    );
    const box20 = ws.input(
      `w2s[${i}].localityCode`,
      words('worksheet.w2Box20', { n }),
      w2.localityCode ?? '',
      'text',
    );
    const locality = localities[i]!;
    const used = ws.input(
      `w2s[${i}].workCity`,
      words('worksheet.w2WorkCityUsed', { n }),
      describeLocality(locality),
      'text',
    );
    const incomeLine = `w2.${i}.qualifyingWages` as const;
    const income = ws.line(
      incomeLine,
      words('worksheet.qualifyingWages', { item: label }),
      r(w2.medicareWages, 'medicareWages'),
      [box5],
    );
    if (r(w2.localWages, 'localWages') > income) {
      notices.push(words('notices.localWagesOverMedicare', { n }));
    }
    assertCents(w2.wages, 'wages');
    const taxPaid = r(w2.localTaxWithheld, 'localTaxWithheld');
    const fields: ItemFields = {
      label,
      income,
      incomeLine,
      taxPaid,
      taxPaidInput,
      cityCode:
        locality.kind === 'member' ? locality.city.code : locality.kind === 'outside' ? locality.text : null,
      cityInputs: [box20, used],
    };
    items.push({ kind: 'w2', index: i, ...fields });
  });
  input.form1099s.forEach((f, i) => {
    const n = i + 1;
    const label = words('worksheet.form1099Item', { n, payer: f.payer });
    const amount = ws.input(
      `form1099s[${i}].income`,
      words('worksheet.form1099Income', { n }),
      f.income,
      'cents',
    );
    const taxPaidInput = ws.input(
      `form1099s[${i}].taxPaid`,
      words('worksheet.form1099TaxPaid', { n }),
      f.taxPaid ?? 0,
      'cents',
    );
    ws.input(`form1099s[${i}].cityCode`, words('worksheet.form1099City', { n }), f.cityCode ?? '', 'text');
    const incomeLine = `form1099.${i}.income` as const;
    const income = ws.line(
      incomeLine,
      words('worksheet.itemIncome', { item: label }),
      r(f.income, 'income'),
      [amount],
    );
    const taxPaid = r(f.taxPaid ?? 0, 'taxPaid');
    const city = recogniseLocality(input.taxYear, f.cityCode, tables);
    const cityCode = city.kind === 'member' ? city.city.code : city.kind === 'unknown' ? city.text : null;
    const fields: ItemFields = { label, income, incomeLine, taxPaid, taxPaidInput, cityCode, cityInputs: [] };
    items.push({ kind: 'form1099', index: i, ...fields });
  });
  return items;
}

/** A credit line waiting for its amount: its share of the credit total (apportion, money.ts). */
interface PendingCredit {
  id: `w2.${number}.workCityCredit` | `form1099.${number}.workCityCredit`;
  label: string;
  exact: bigint;
  from: string[];
  note: string;
}

interface CreditOutcome {
  exactCredits: bigint;
  pending: PendingCredit[];
  withheldLines: string[];
  withheld: Cents[];
}

/** Credit for tax paid to work cities, item by item (credit.ts); residence-city withholding apart. */
function credits(ws: Builder, items: IncomeItem[], ctx: Context, notices: string[]): CreditOutcome {
  const { residence, taxYear, tables } = ctx;
  const out: CreditOutcome = { exactCredits: 0n, pending: [], withheldLines: [], withheld: [] };
  for (const item of items) {
    if (item.cityCode === null || item.cityCode.trim() === '') {
      if (item.taxPaid > 0) notices.push(words('notices.noCityNoCredit', { item: item.label }));
      continue;
    }
    if (hasCode(residence, item.cityCode)) {
      // Tax withheld for the residence city (it is also the work city) is a payment, not a credit.
      if (item.kind === 'w2') {
        const id = `w2.${item.index}.residenceCityWithheld` as const;
        out.withheld.push(
          ws.line(
            id,
            words('worksheet.cityTaxWithheldOf', { city: residence.name, item: item.label }),
            item.taxPaid,
            [item.taxPaidInput, ...item.cityInputs],
          ),
        );
        out.withheldLines.push(id);
      } else if (item.taxPaid > 0) {
        notices.push(words('notices.residencePaidNoCredit', { item: item.label, city: residence.name }));
      }
      continue;
    }
    const work = municipality(taxYear, item.cityCode, tables);
    const from = [
      item.incomeLine,
      item.taxPaidInput,
      ...item.cityInputs,
      'rates.creditFactor',
      'rates.creditLimit',
      'rates.residence',
    ];
    let note: string;
    if (work) {
      from.push(
        ws.input(
          `rates.work.${work.code}`,
          words('worksheet.cityTaxRate', { city: work.name }),
          work.rate,
          'basisPoints',
        ),
      );
      const rate = formatScaledRate(scaledCreditRate(residence, work.rate));
      note = words('worksheetNotes.creditRate', { rate, factor: formatRate(residence.creditFactor) });
    } else {
      note = words('worksheetNotes.notInTable', {
        city: item.cityCode,
        factor: formatRate(residence.creditFactor),
        limit: formatScaledRate(scaledCreditLimit(residence)),
      });
    }
    const exact = exactCredit({
      residence,
      income: item.income,
      workRate: work?.rate,
      taxPaid: item.taxPaid,
    });
    out.exactCredits += exact;
    const id =
      item.kind === 'w2'
        ? (`w2.${item.index}.workCityCredit` as const)
        : (`form1099.${item.index}.workCityCredit` as const);
    const label = words('worksheet.creditFor', { city: work?.name ?? item.cityCode, item: item.label });
    out.pending.push({ id, label, exact, from, note });
  }
  return out;
}

interface Context {
  taxYear: number;
  residence: Municipality;
  tables: TaxTables;
  config: AgencyConfig;
}

export function computeAnnualReturn(
  input: AnnualReturnInput,
  tables: TaxTables = TAX_TABLES,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): AnnualReturnResult {
  const { taxYear } = input;
  const residence = municipality(taxYear, input.residenceCityCode, tables);
  if (!residence) {
    return { ok: false, error: { code: 'MISSING_TAX_RATE', taxYear, cityCode: input.residenceCityCode } };
  }
  // Box 20 names the work city; when it names no member, the taxpayer's choice does (no guess).
  const localities = input.w2s.map((w) =>
    resolveW2Locality(taxYear, w.localityCode, w.localityChoice, tables),
  );
  const w2Indexes = localities.flatMap((l, i) => (l.kind === 'needs-choice' ? [i] : []));
  if (w2Indexes.length > 0)
    return { ok: false, error: { code: 'LOCALITY_CHOICE_REQUIRED', taxYear, w2Indexes } };
  const r: Round = (cents, name) => roundCents(assertCents(cents, name), config.rounding);
  const ws: Builder = new WorksheetBuilder<AnnualReturnLineId>('annual-return', taxYear);
  const notices: string[] = [];
  const rateIn = ws.input(
    'rates.residence',
    words('worksheet.cityTaxRate', { city: residence.name }),
    residence.rate,
    'basisPoints',
  );
  ws.input(
    'rates.creditFactor',
    words('worksheet.cityCreditFactor', { city: residence.name }),
    residence.creditFactor,
    'basisPoints',
  );
  ws.input(
    'rates.creditLimit',
    words('worksheet.cityCreditLimit', { city: residence.name }),
    residence.creditLimit,
    'basisPoints',
  );

  const items = incomeItems(ws, input, localities, tables, r, notices);
  const of = (kind: IncomeItem['kind']) => items.filter((i) => i.kind === kind);
  const wages = ws.line(
    'totalQualifyingWages',
    words('worksheet.totalQualifyingWages'),
    sumCents(of('w2').map((i) => i.income)),
    of('w2').map((i) => i.incomeLine),
  );
  const other = ws.line(
    'total1099Income',
    words('worksheet.total1099Income'),
    sumCents(of('form1099').map((i) => i.income)),
    of('form1099').map((i) => i.incomeLine),
  );
  const taxable = ws.line('taxableIncome', words('worksheet.taxableIncome'), wages + other, [
    'totalQualifyingWages',
    'total1099Income',
  ]);

  // Residence tax: a resident's income at the residence rate (city ordinance under ORC 718.04).
  const exactResidence = exactTax(taxable, residence.rate);
  const residenceTax = ws.line(
    'residenceTax',
    words('worksheet.cityTaxAt', { city: residence.name, rate: formatRate(residence.rate) }),
    roundQuotient(exactResidence, EXACT_DENOMINATOR, config.rounding),
    ['taxableIncome', rateIn],
  );

  const c = credits(ws, items, { taxYear, residence, tables, config }, notices);
  // Tax after credit is rounded once from the exact figures, so it never falls when income rises;
  // the credit total is the difference, so it never exceeds the residence tax. Each credit line is
  // its share of that total, rounded so the lines add up to it exactly (largest remainder).
  const exactNet = exactResidence > c.exactCredits ? exactResidence - c.exactCredits : 0n;
  const taxAfterCredit = roundQuotient(exactNet, EXACT_DENOMINATOR, config.rounding);
  const creditTotal = residenceTax - taxAfterCredit;
  const shares = apportion(
    creditTotal,
    c.pending.map((p) => p.exact),
    config.rounding,
  );
  c.pending.forEach((p, k) => ws.line(p.id, p.label, shares[k] ?? 0, p.from, p.note));
  const shared = c.pending.length > 1;
  const limited = c.exactCredits > exactResidence;
  const credit = ws.line(
    'workCityCredit',
    words('worksheet.workCityCredit'),
    creditTotal,
    [...c.pending.map((p) => p.id), 'residenceTax'],
    limited
      ? words(shared ? 'worksheetNotes.limitedToWithShares' : 'worksheetNotes.limitedTo', {
          city: residence.name,
        })
      : shared
        ? words('worksheetNotes.creditShares')
        : undefined,
  );
  ws.line('taxAfterCredit', words('worksheet.taxAfterCredit'), taxAfterCredit, [
    'residenceTax',
    'workCityCredit',
  ]);

  const withheld = ws.line(
    'residenceCityWithheld',
    words('worksheet.cityTaxWithheld', { city: residence.name }),
    sumCents(c.withheld),
    c.withheldLines,
  );
  const estIn = ws.input('estimatesPaid', words('worksheet.estimatesPaidMade'), input.estimatesPaid, 'cents');
  const estimates = ws.line(
    'estimatesPaid',
    words('worksheet.estimatesPaid'),
    r(input.estimatesPaid, 'estimatesPaid'),
    [estIn],
  );
  const priorIn = ws.input(
    'priorYearCredit',
    words('worksheet.priorYearCreditCarried'),
    input.priorYearCredit,
    'cents',
  );
  const prior = ws.line(
    'priorYearCredit',
    words('worksheet.priorYearCredit'),
    r(input.priorYearCredit, 'priorYearCredit'),
    [priorIn],
  );
  const payments = ws.line('totalPayments', words('worksheet.totalPayments'), withheld + estimates + prior, [
    'residenceCityWithheld',
    'estimatesPaid',
    'priorYearCredit',
  ]);
  const due = Math.max(0, taxAfterCredit - payments);
  const balanceDue = ws.line('balanceDue', words('worksheet.balanceDue'), due, [
    'taxAfterCredit',
    'totalPayments',
  ]);
  const over = Math.max(0, payments - taxAfterCredit);
  const overpaid = ws.line('overpayment', words('worksheet.overpayment'), over, [
    'taxAfterCredit',
    'totalPayments',
  ]);

  return {
    ok: true,
    worksheet: ws.build(),
    totals: {
      taxableIncome: taxable,
      residenceTax,
      workCityCredit: credit,
      taxAfterCredit,
      residenceCityWithheld: withheld,
      estimatesPaid: estimates,
      priorYearCredit: prior,
      totalPayments: payments,
      balanceDue,
      overpayment: overpaid,
    },
    overpayment: overpaid > 0 ? overpaymentNotice(overpaid, config) : null,
    notices,
  };
}

/** An overpayment cannot be filed online (spec §1); refunds only from $10 (refund.ts · isRefundable). */
export function overpaymentNotice(
  amount: Cents,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): OverpaymentNotice {
  return {
    code: 'OVERPAYMENT',
    amount,
    refundable: isRefundable(amount, config),
    fileOnPaper: true,
    message:
      `${OVERPAYMENT_NOT_ACCEPTED_ONLINE} Your payments are more than your tax by ${formatUsd(amount)}; ` +
      'file a paper return to claim a refund or credit.',
  };
}

import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import { words } from './words';
import { splitIntoInstallments, type Installment } from './estimate';
import {
  FULL_BP,
  assertCents,
  formatRate,
  formatUsd,
  roundCents,
  roundQuotient,
  sumCents,
  type Cents,
} from './money';
import { TAX_TABLES, municipality, type TaxTables } from './tables';
import { WorksheetBuilder, type NetProfitEstimateLineId, type Worksheet } from './worksheet';

/**
 * A business's declaration of estimated net profit tax (ORC 718.08; spec: "net profit estimate by
 * quarter"): the year's net profit apportioned to each member city (ORC 718.02's three-factor
 * formula is the business's to apply: property, payroll, gross receipts — TAX-FACTS), taxed at the
 * city's rate, paid in the configured business installments (the fourth on the 15th day of the
 * 12th month, ORC 718.08). A declaration is required when the estimated tax is "at least two
 * hundred dollars" (ORC 718.08; config.declarationThreshold) — $200.00 itself included.
 */

export interface NetProfitCityInput {
  city: string;
  /** The net profit apportioned to this city for the year, in cents. */
  netProfit: Cents;
}

export type NetProfitEstimateResult =
  | {
      ok: true;
      worksheet: Worksheet<NetProfitEstimateLineId>;
      estimatedTax: Cents;
      declarationRequired: boolean;
      installments: Installment[];
      notices: string[];
    }
  | { ok: false; error: { code: 'MISSING_TAX_RATE'; taxYear: number; cityCode: string } };

/** ORC 718.08: under the threshold (not at it) no declaration is required. */
export function noDeclarationNotice(config: AgencyConfig = DEFAULT_AGENCY_CONFIG): string {
  return words('notices.noDeclaration', { amount: formatUsd(config.declarationThreshold) });
}

export function computeNetProfitEstimate(
  input: { taxYear: number; cities: readonly NetProfitCityInput[] },
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
  tables: TaxTables = TAX_TABLES,
): NetProfitEstimateResult {
  const ws = new WorksheetBuilder<NetProfitEstimateLineId>('net-profit-estimate', input.taxYear);
  const taxLines: string[] = [];
  const taxes: Cents[] = [];
  for (const [i, row] of input.cities.entries()) {
    const city = municipality(input.taxYear, row.city, tables);
    if (!city)
      return { ok: false, error: { code: 'MISSING_TAX_RATE', taxYear: input.taxYear, cityCode: row.city } };
    const profitIn = ws.input(
      `cities[${i}].netProfit`,
      words('worksheet.apportionedNetProfit', { city: city.name }),
      assertCents(row.netProfit, 'netProfit'),
      'cents',
    );
    const rateIn = ws.input(
      `rates.${city.code}`,
      words('worksheet.cityTaxRate', { city: city.name }),
      city.rate,
      'basisPoints',
    );
    // ORC 718.25: with whole dollars, the entered amount is rounded too, not only the results.
    const profit = roundCents(row.netProfit, config.rounding);
    ws.line(`city.${i}.netProfit`, words('worksheet.cityNetProfit', { city: city.name }), profit, [profitIn]);
    const tax = roundQuotient(BigInt(profit) * BigInt(city.rate), BigInt(FULL_BP), config.rounding);
    ws.line(
      `city.${i}.tax`,
      words('worksheet.cityTaxAtRate', { city: city.name, rate: formatRate(city.rate) }),
      tax,
      [`city.${i}.netProfit`, rateIn],
    );
    taxLines.push(`city.${i}.tax`);
    taxes.push(tax);
  }
  const estimatedTax = ws.line(
    'estimatedTax',
    words('worksheet.estimatedTaxForYear'),
    sumCents(taxes),
    taxLines,
  );
  const declarationRequired = estimatedTax >= config.declarationThreshold;
  const notices = declarationRequired ? [] : [noDeclarationNotice(config)];
  const schedule = config.businessEstimateSchedule;
  const { installments } = splitIntoInstallments(estimatedTax, input.taxYear, config, schedule);
  const scheduleIn = ws.input(
    'config.estimateSchedule',
    words('worksheet.estimateSchedule'),
    schedule.label,
    'text',
  );
  for (const inst of installments) {
    ws.line(
      `installment.${inst.number}.cumulativeDue`,
      words('worksheet.dueByCumulative', { date: inst.dueDate }),
      inst.cumulativeDue,
      ['estimatedTax', scheduleIn],
    );
    ws.line(
      `installment.${inst.number}.amountDue`,
      words('worksheet.installmentDue', { n: inst.number, date: inst.dueDate }),
      inst.amountDue,
      [`installment.${inst.number}.cumulativeDue`],
    );
  }
  return { ok: true, worksheet: ws.build(), estimatedTax, declarationRequired, installments, notices };
}

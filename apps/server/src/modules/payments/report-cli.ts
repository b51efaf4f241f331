import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openCliDatabase } from '../../db/cli-database';
import { migrate } from '../../db/migrate';
import { agencyReport } from './agency-report';
import { hostedPageProvider } from './provider';
import { compareSettlement } from './reconcile';

const cents = (value: number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/**
 * `npm run payments:report -- [--settle YYYY-MM-DD]`: first compares that day's settlement report
 * of the provider (PAYMENT_PROVIDER_URL) with our payments, then prints what the agency must look
 * at: flagged payments and every settlement mismatch found so far (ADR 0014).
 */
async function main() {
  const { values } = parseArgs({ options: { settle: { type: 'string' } } });
  const config = loadConfig();
  const database = await openCliDatabase(config, 2);
  try {
    await migrate(database, config.databaseUrl);
    if (values.settle !== undefined) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.settle)) throw new Error('--settle takes a day, YYYY-MM-DD');
      if (!config.payment.provider)
        throw new Error('--settle needs PAYMENT_PROVIDER_URL and PAYMENT_SECURITY_ID');
      const found = await compareSettlement(
        database.db,
        hostedPageProvider(config.payment.provider),
        values.settle,
      );
      console.log(`settlement ${values.settle}: ${found.length} mismatch(es)`);
    }
    const report = await agencyReport(database.db);
    console.log(`\nFlagged payments (${report.flagged.length})`);
    console.log(
      ['flag', 'form', 'taxpayer', 'remittance', 'transaction', 'asked', 'paid', 'date'].join('\t'),
    );
    for (const f of report.flagged)
      console.log(
        [
          f.flag,
          f.taxFormId,
          f.taxpayerId,
          f.remittanceId,
          f.transactionId ?? '',
          cents(f.asked),
          cents(f.paid),
          f.reportedAt?.toISOString() ?? '',
        ].join('\t'),
      );
    console.log(`\nSettlement mismatches (${report.settlement.length})`);
    console.log(['day', 'kind', 'remittance', 'transaction', 'ours', 'theirs'].join('\t'));
    for (const s of report.settlement)
      console.log(
        [
          s.settlementDate,
          s.kind,
          s.remittanceId ?? '',
          s.transactionId ?? '',
          cents(s.ours),
          cents(s.theirs),
        ].join('\t'),
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

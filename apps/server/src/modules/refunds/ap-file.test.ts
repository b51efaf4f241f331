import { describe, expect, it } from 'vitest';
import { buildApFile, dollars, type ApRefund } from './ap-file';

const refund = (over: Partial<ApRefund> = {}): ApRefund => ({
  claimId: 101,
  taxpayerId: '100200300',
  payeeName: 'Olive Overpaid',
  addressLine1: '601 Lakeside Ave',
  addressLine2: null,
  city: 'Cleveland',
  state: 'OH',
  zip: '44114',
  amountCents: 100_000,
  taxYear: 2025,
  memo: 'Municipal income tax refund 2025',
  ...over,
});

describe('accounts-payable CSV of check refunds', () => {
  it('a header row and one row per refund, CRLF after each, amounts as dollars.cents', () => {
    expect(buildApFile([refund(), refund({ claimId: 102, amountCents: 5, zip: '44114-1234' })])).toBe(
      'claim_id,taxpayer_id,payee_name,address_line_1,address_line_2,city,state,zip,amount,tax_year,memo\r\n' +
        '101,100200300,Olive Overpaid,601 Lakeside Ave,,Cleveland,OH,44114,1000.00,2025,Municipal income tax refund 2025\r\n' +
        '102,100200300,Olive Overpaid,601 Lakeside Ave,,Cleveland,OH,44114-1234,0.05,2025,Municipal income tax refund 2025\r\n',
    );
    expect(dollars(125_075)).toBe('1250.75');
  });

  it('RFC 4180 quoting: a comma, a double quote or a line break quotes the field, quotes doubled', () => {
    const row = buildApFile([
      refund({
        payeeName: 'Overpaid, Olive "Ollie"',
        addressLine1: '601 Lakeside Ave\nRoom 105',
        addressLine2: 'c/o "Tax" Dept, 2nd floor',
      }),
    ]).split('\r\n')[1];
    expect(row).toBe(
      '101,100200300,"Overpaid, Olive ""Ollie""","601 Lakeside Ave\nRoom 105","c/o ""Tax"" Dept, 2nd floor",Cleveland,OH,44114,1000.00,2025,Municipal income tax refund 2025',
    );
  });

  it('a text field beginning like a formula is written as text (CSV injection, ADR 0046)', () => {
    const row = buildApFile([
      refund({ payeeName: '=HYPERLINK("http://evil.test","Refund")', city: '@SUM(1)' }),
    ]).split('\r\n')[1];
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""Refund"")"`);
    expect(row).toContain(",'@SUM(1),");
  });

  it('refuses a claim twice, a bad state or ZIP, and an amount that is not positive whole cents', () => {
    expect(() => buildApFile([refund(), refund()])).toThrow(/twice/);
    expect(() => buildApFile([refund({ state: 'Ohio' })])).toThrow(/state/);
    expect(() => buildApFile([refund({ zip: '4411' })])).toThrow(/ZIP/);
    expect(() => buildApFile([refund({ amountCents: 0 })])).toThrow(/positive/);
    expect(() => buildApFile([refund({ amountCents: 10.5 })])).toThrow(/positive/);
  });
});

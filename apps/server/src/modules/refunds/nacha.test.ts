import { describe, expect, it } from 'vitest';
import { alpha, buildNachaFile, type NachaFileInput } from './nacha';

const sp = (n: number) => ' '.repeat(n);

const input: NachaFileInput = {
  settings: {
    immediateDestination: '041000124',
    immediateDestinationName: 'PNC Bank',
    immediateOrigin: '1340000001',
    immediateOriginName: 'Central Collection Agency',
    companyName: 'CCA Income Tax',
    companyId: '1340000001',
    odfiId: '04100012',
  },
  refunds: [
    {
      claimId: 101,
      name: 'Olive Overpaid',
      routingNumber: '011000015',
      accountNumber: '123456789',
      accountType: 'checking',
      amountCents: 100_000,
    },
    {
      claimId: 102,
      name: 'José Núñez-Ortiz',
      routingNumber: '021000021',
      accountNumber: '000987654321',
      accountType: 'savings',
      amountCents: 25_075,
    },
  ],
  created: { date: '2026-05-01', time: '0930' },
  effectiveDate: '2026-05-04',
};

describe('NACHA file of direct-deposit refunds (PPD credits)', () => {
  it('two refunds, every field checked by hand', () => {
    const file = buildNachaFile(input);
    // Entry hash: 01100001 + 02100002 = 03200003 → 10 digits 0003200003.
    // Total credit: $1,000.00 + $250.75 = $1,250.75 = 125075 cents → 000000125075.
    // Records: 1 header + 1 batch header + 2 entries + 1 batch control + 1 file control = 6,
    // padded with 4 records of 9s to 10 (one block).
    const expected = [
      // type, priority, destination (space + routing), origin, date, time, modifier, size, blocking, format,
      // destination name (23), origin name (23, cut), reference (8)
      '1' +
        '01' +
        ' 041000124' +
        '1340000001' +
        '260501' +
        '0930' +
        'A' +
        '094' +
        '10' +
        '1' +
        'PNC BANK' +
        sp(15) +
        'CENTRAL COLLECTION AGEN' +
        sp(8),
      // type, service class 220, company name (16), discretionary (20), company id, PPD, description (10),
      // descriptive date (6), effective date, settlement (3), originator status, ODFI, batch number
      '5' +
        '220' +
        'CCA INCOME TAX' +
        sp(2) +
        sp(20) +
        '1340000001' +
        'PPD' +
        'TAX REFUND' +
        sp(6) +
        '260504' +
        sp(3) +
        '1' +
        '04100012' +
        '0000001',
      // type, 22 checking credit, DFI id, check digit, account (17), amount (10), individual id (15),
      // name (22), discretionary (2), addenda indicator, trace (ODFI + sequence)
      '6' +
        '22' +
        '01100001' +
        '5' +
        '123456789' +
        sp(8) +
        '0000100000' +
        '101' +
        sp(12) +
        'OLIVE OVERPAID' +
        sp(8) +
        sp(2) +
        '0' +
        '04100012' +
        '0000001',
      // 32 savings credit; accents dropped from the name
      '6' +
        '32' +
        '02100002' +
        '1' +
        '000987654321' +
        sp(5) +
        '0000025075' +
        '102' +
        sp(12) +
        'JOSE NUNEZ-ORTIZ' +
        sp(6) +
        sp(2) +
        '0' +
        '04100012' +
        '0000002',
      // type, service class, entry count (6), entry hash (10), debits (12), credits (12), company id,
      // MAC (19), reserved (6), ODFI, batch number
      '8' +
        '220' +
        '000002' +
        '0003200003' +
        '000000000000' +
        '000000125075' +
        '1340000001' +
        sp(19) +
        sp(6) +
        '04100012' +
        '0000001',
      // type, batch count (6), block count (6), entry count (8), entry hash, debits, credits, reserved (39)
      '9' + '000001' + '000001' + '00000002' + '0003200003' + '000000000000' + '000000125075' + sp(39),
      ...Array.from({ length: 4 }, () => '9'.repeat(94)),
    ];
    expect(file.records).toEqual(expected);
    for (const record of file.records) expect(record).toHaveLength(94);
    expect(file.records.length % 10).toBe(0);
    expect(file).toMatchObject({ entryCount: 2, entryHash: '0003200003', totalCreditCents: 125_075 });
    expect(file.text).toBe(expected.map((r) => `${r}\n`).join(''));
  });

  it('eleven refunds take two blocks; the entry hash keeps its last 10 digits', () => {
    // eleven entries to routing number 800000006 (DFI id 80000000; 3·8 + 6 = 30 ≡ 0)
    const refunds = Array.from({ length: 11 }, (_, i) => ({
      ...input.refunds[0]!,
      claimId: 200 + i,
      routingNumber: '800000006',
    }));
    const file = buildNachaFile({ ...input, refunds });
    // 1 + 1 + 11 + 1 + 1 = 15 records → 20 (2 blocks); hash 11 × 80000000 = 880000000 → 0880000000
    expect(file.records).toHaveLength(20);
    expect(file.entryHash).toBe('0880000000');
    const fileControl = file.records[14]!;
    expect(fileControl.slice(0, 1)).toBe('9');
    expect(fileControl.slice(7, 13)).toBe('000002'); // block count
    expect(fileControl.slice(13, 21)).toBe('00000011'); // entry count
    expect(file.records.slice(15).every((r) => r === '9'.repeat(94))).toBe(true);
  });

  it('refuses what a bank would reject: a bad routing number, a claim twice, a zero amount', () => {
    const [first] = input.refunds;
    expect(() => buildNachaFile({ ...input, refunds: [{ ...first!, routingNumber: '011000016' }] })).toThrow(
      /routing number/,
    );
    expect(() => buildNachaFile({ ...input, refunds: [first!, first!] })).toThrow(/twice/);
    expect(() => buildNachaFile({ ...input, refunds: [{ ...first!, amountCents: 0 }] })).toThrow(/positive/);
    expect(() => buildNachaFile({ ...input, created: { date: '2026-05-01', time: '2460' } })).toThrow(/HHMM/);
  });

  it('text is upper case ASCII, cut or padded to its width', () => {
    expect(alpha('Zoë Ñandú', 10)).toBe('ZOE NANDU ');
    expect(alpha('a\u00a0b', 4)).toBe('A B ');
    expect(alpha('ABCDEFGHIJ', 4)).toBe('ABCD');
  });
});

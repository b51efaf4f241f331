import { renderMessage as english } from '@efile/contracts/messages';
import { describe, expect, it } from 'vitest';
import { computeAnnualReturn, type AnnualReturnInput, type W2Input } from './annual-return';
import {
  OUTSIDE_AGENCY,
  describeLocality,
  isLocalityChoice,
  localityKey,
  recogniseLocality,
  resolveW2Locality,
} from './city-names';
import { municipalities } from './tables';
import { lineAmount, worksheetProblems } from './worksheet';

const code = (text: string | null, year = 2025) => {
  const match = recogniseLocality(year, text);
  return match.kind === 'member' ? match.city.code : match.kind;
};

describe('W-2 box 20: the usual spellings of a member city (issue 9 item 6)', () => {
  it.each([
    // exact table spellings and codes, as before
    ['Clayton', 'clayton'],
    ['clayton', 'clayton'],
    ['199', 'clayton'],
    ['200', 'cleveland'],
    // case, punctuation, spacing
    ['  CLAYTON  ', 'clayton'],
    ['Clayton.', 'clayton'],
    ['GENEVA ON THE LAKE', 'geneva-on-the-lake'],
    ['Geneva-on-the-Lake', 'geneva-on-the-lake'],
    ['GENEVA-ON-THE-LK', 'geneva-on-the-lake'],
    ["RUSSELL'S POINT", 'russells-point'],
    ['Russells Pt', 'russells-point'],
    ['MENTOR ON THE LAKE', 'mentor-on-the-lake'],
    // kind-of-place words before or after the name
    ['CLAYTON CITY', 'clayton'],
    ['CLEVELAND CITY', 'cleveland'],
    ['CITY OF CLEVELAND', 'cleveland'],
    ['BURTON VLG', 'burton'],
    ['BURTON VILLAGE', 'burton'],
    ['VILLAGE OF BURTON', 'burton'],
    ['VIL OF ORWELL', 'orwell'],
    ['BURTON TWP', 'burton'],
    ['GRAND RIVER VILLAGE', 'grand-river'],
    ['UNION TOWNSHIP', 'union'],
    // state, tax words, county
    ['CLEVELAND, OH', 'cleveland'],
    ['Cleveland Ohio', 'cleveland'],
    ['CLEVELAND CITY INCOME TAX', 'cleveland'],
    ['OAKWOOD (PAULDING CO)', 'oakwood-paulding'],
    ['Oakwood Paulding County', 'oakwood-paulding'],
    // compass abbreviations
    ['S RUSSELL', 'south-russell'],
    ['SO RUSSELL VLG', 'south-russell'],
    ['S. Russell', 'south-russell'],
    ['N RANDALL', 'north-randall'],
    ['NO. RANDALL VILLAGE', 'north-randall'],
    ['N BALTIMORE', 'north-baltimore'],
    // a form code beside the name, with leading zeros
    ['CLAYTON 199', 'clayton'],
    ['0199', 'clayton'],
    ['CLEVELAND 44114', 'cleveland'],
  ])('%s → %s', (text, expected) => {
    expect(code(text)).toBe(expected);
  });

  it.each([
    // other Ohio cities: never shortened to a member's name
    'E CLEVELAND',
    'EAST CLEVELAND',
    'CLEVELAND HTS',
    'UNION CITY',
    'OAKWOOD',
    'PARMA',
    'SHAKER HEIGHTS',
    // misspellings and disagreeing codes are not guessed
    'CLAYTN',
    'CLAYTON 200',
    '999',
    'CITY',
    'VLG',
  ])('%s matches no member', (text) => {
    expect(code(text)).toBe('unknown');
  });

  it('an empty box 20 is blank, not unknown', () => {
    expect(code(null)).toBe('blank');
    expect(code('   ')).toBe('blank');
  });

  it('recognises every member of every year by its own name in capitals with a suffix ("UNION CITY" is another place)', () => {
    for (const year of [2016, 2023, 2024, 2025, 2026]) {
      for (const m of municipalities(year)) {
        expect(code(`${m.name.toUpperCase()} VLG`, year), `${year} ${m.name}`).toBe(m.code);
        expect(code(`CITY OF ${m.name.toUpperCase()}`, year), `${year} ${m.name}`).toBe(m.code);
        expect(code(`VILLAGE OF ${m.name}`, year), `${year} ${m.name}`).toBe(m.code);
      }
    }
  });

  it('a city that is a member only in some years: Warrensville Heights in 2016, not in 2025', () => {
    expect(code('WARRENSVILLE HTS', 2016)).toBe('warrensville-heights');
    expect(code('WARRENSVILLE HTS', 2025)).toBe('unknown');
  });

  it('keys ignore what a payroll system adds', () => {
    expect(localityKey('SO. RUSSELL VLG, OHIO')).toBe('south russell');
    expect(localityKey('Union City')).toBe('union city');
  });
});

describe("the taxpayer's choice when box 20 names no member", () => {
  it('box 20 wins when it is recognised; the choice decides otherwise; no choice → needs one', () => {
    expect(resolveW2Locality(2025, 'S RUSSELL', 'clayton')).toMatchObject({
      kind: 'member',
      city: { code: 'south-russell' },
      by: 'box20',
    });
    expect(resolveW2Locality(2025, 'CLAYTN', 'clayton')).toMatchObject({
      kind: 'member',
      city: { code: 'clayton' },
      by: 'choice',
    });
    expect(resolveW2Locality(2025, 'PARMA', OUTSIDE_AGENCY)).toEqual({ kind: 'outside', text: 'PARMA' });
    expect(resolveW2Locality(2025, 'PARMA', null)).toEqual({ kind: 'needs-choice', text: 'PARMA' });
    expect(resolveW2Locality(2025, 'PARMA', 'parma')).toEqual({ kind: 'needs-choice', text: 'PARMA' });
    expect(resolveW2Locality(2025, '', 'clayton')).toEqual({ kind: 'blank' });
  });

  it('offers the members of the year and "outside"', () => {
    expect(isLocalityChoice(2025, 'clayton')).toBe(true);
    expect(isLocalityChoice(2025, OUTSIDE_AGENCY)).toBe(true);
    expect(isLocalityChoice(2025, 'warrensville-heights')).toBe(false);
    expect(isLocalityChoice(2016, 'warrensville-heights')).toBe(true);
  });

  it('says which was used', () => {
    expect(english(describeLocality(resolveW2Locality(2025, 'S RUSSELL', null)))).toBe(
      'South Russell, from box 20',
    );
    expect(english(describeLocality(resolveW2Locality(2025, 'CLAYTN', 'clayton')))).toBe(
      'Clayton, your choice',
    );
    expect(english(describeLocality(resolveW2Locality(2025, 'PARMA', OUTSIDE_AGENCY)))).toBe(
      'a city outside the agency, your choice',
    );
  });
});

describe('annual return with box-20 spellings', () => {
  const w2 = (over: Partial<W2Input>): W2Input => ({
    employer: 'Village Market',
    ein: '340000001',
    wages: 5_000_000,
    medicareWages: 5_000_000,
    localWages: 5_000_000,
    localTaxWithheld: 75_000,
    localityCode: null,
    ...over,
  });
  const input = (residence: string, w: W2Input): AnnualReturnInput => ({
    taxYear: 2025,
    residenceCityCode: residence,
    w2s: [w],
    form1099s: [],
    estimatesPaid: 0,
    priorYearCredit: 0,
  });
  const ok = (i: AnnualReturnInput) => {
    const r = computeAnnualReturn(i);
    if (!r.ok) throw new Error(r.error.code);
    expect(worksheetProblems(r.worksheet)).toEqual([]);
    return r;
  };

  it('a Clayton resident with Clayton tax withheld as "CLAYTON CITY" owes nothing', () => {
    // Clayton 1.5 % × $50,000.00 = $750.00; $750.00 withheld for Clayton is a payment → due $0.00
    // (before: "CLAYTON CITY" was an unknown city, credited 50 % × $750.00 = $375.00 → $375.00 due).
    const r = ok(input('clayton', w2({ localityCode: 'CLAYTON CITY' })));
    expect(r.totals).toMatchObject({ residenceTax: 75_000, residenceCityWithheld: 75_000, balanceDue: 0 });
    expect(english(String(r.worksheet.inputs.find((x) => x.name === 'w2s[0].workCity')?.value))).toBe(
      'Clayton, from box 20',
    );
  });

  it('a Cleveland resident working in "S RUSSELL" gets the South Russell credit', () => {
    // Cleveland 2.5 % × $50,000.00 = $1,250.00; South Russell 1.25 % withheld $625.00;
    // credit rate min(100 % × 1.25 %, 2.5 %) → $625.00; due $1,250.00 − $625.00 = $625.00.
    const r = ok(input('cleveland', w2({ localityCode: 'S RUSSELL', localTaxWithheld: 62_500 })));
    expect(lineAmount(r.worksheet, 'w2.0.workCityCredit')).toBe(62_500);
    expect(r.totals.balanceDue).toBe(62_500);
  });

  it('an unrecognised box 20 is not computed until the taxpayer chooses', () => {
    expect(computeAnnualReturn(input('clayton', w2({ localityCode: 'CLAYTN' })))).toEqual({
      ok: false,
      error: { code: 'LOCALITY_CHOICE_REQUIRED', taxYear: 2025, w2Indexes: [0] },
    });
  });

  it('the choice is used, and the worksheet says so', () => {
    // Chosen Clayton: as above, $750.00 withheld for the residence city → due $0.00.
    const clayton = ok(input('clayton', w2({ localityCode: 'CLAYTN', localityChoice: 'clayton' })));
    expect(clayton.totals.balanceDue).toBe(0);
    expect(english(String(clayton.worksheet.inputs.find((x) => x.name === 'w2s[0].workCity')?.value))).toBe(
      'Clayton, your choice',
    );
    // Chosen "outside": Clayton credits 50 % of the $750.00 paid, at most 0.75 % of the income:
    // min($375.00, $375.00) = $375.00; due $750.00 − $375.00 = $375.00.
    const outside = ok(input('clayton', w2({ localityCode: 'CLAYTN', localityChoice: OUTSIDE_AGENCY })));
    expect(outside.totals).toMatchObject({ workCityCredit: 37_500, balanceDue: 37_500 });
    expect(english(String(outside.worksheet.inputs.find((x) => x.name === 'w2s[0].workCity')?.value))).toBe(
      'a city outside the agency, your choice',
    );
  });
});

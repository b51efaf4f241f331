import { describe, expect, it } from 'vitest';
import { businessNameKey, businessNameMatches } from '../src/modules/businesses/business-name';

describe('business names as people type them (issue 14 item 7, ADR 0026)', () => {
  const erie = 'Erie Shores Hardware Co.';

  it.each([
    'Erie Shores Hardware',
    'erie shores hardware, inc',
    'ERIE  SHORES   HARDWARE',
    ' Erie Shores Hardware Company ',
    'Erie-Shores Hardware Co',
    'Erie Shores Hardware Incorporated',
    'Erie Shores Hardware Corp.',
    'Erie Shores Hardware Corporation',
    'Erie Shores Hardware L.L.C.',
    'Erie Shores Hardware, LLC',
    'Erie Shores Hardware Ltd.',
    'Erie Shores Hardware LP',
    'Erie Shores Hardware L.L.P.',
    'Erie Shores Hardware PLLC',
    'Erie Shores Hardware Co., Inc.',
    'Érie Shores Hardware',
  ])('“%s” is “Erie Shores Hardware Co.”', (typed) => {
    expect(businessNameMatches(typed, [erie, null])).toBe(true);
  });

  it.each([
    'Erie Shore Hardware',
    'Erie Shores',
    'Erie Shores Hardware Supply',
    'Shores Erie Hardware',
    'Erie Shores Hardware 2',
    '',
    '   ',
    '.,-',
    '%',
    '_',
    "' or '1'='1",
  ])('“%s” is not', (typed) => {
    expect(businessNameMatches(typed, [erie, null])).toBe(false);
  });

  it('the alternate name counts as the name; a missing one matches nothing', () => {
    expect(businessNameMatches('cc advisors', ['Cuyahoga Consulting LLC', 'CC Advisors'])).toBe(true);
    expect(businessNameMatches('Cuyahoga Consulting', ['Cuyahoga Consulting LLC', 'CC Advisors'])).toBe(true);
    expect(businessNameMatches('Cuyahoga', ['Cuyahoga Consulting LLC', null])).toBe(false);
  });

  it('drops suffixes only at the end, and never the whole name', () => {
    expect(businessNameKey('Co-Op Market Inc')).toBe('coopmarket');
    expect(businessNameKey('Company')).toBe('company');
    expect(businessNameKey('Inc.')).toBe('inc');
    expect(businessNameKey('Smith & Sons, Ltd.')).toBe('smithandsons');
    expect(businessNameKey("Joe's Diner LLC")).toBe('joesdiner');
    expect(businessNameKey('Lakeside Bakery Inc')).toBe(businessNameKey('lakeside bakery'));
  });

  it('LIKE wildcards and quotes are ordinary characters, dropped like any punctuation', () => {
    expect(businessNameKey('100% Pure_Foods')).toBe('100purefoods');
    expect(businessNameMatches('%', ['%'])).toBe(false); // nothing comparable: no match at all
    expect(businessNameMatches('Erie%', [erie])).toBe(false);
  });
});

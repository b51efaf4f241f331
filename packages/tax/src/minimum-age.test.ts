import { renderMessage } from '@efile/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ageExemption, minimumAgeExceptions, perCityMinimumAgeYears } from './minimum-age';

const exempt = (
  taxYear: number,
  cityCode: string,
  evidence: Parameters<typeof ageExemption>[0]['evidence'],
  earnings?: number,
) => ageExemption({ taxYear, cityCode, evidence, ...(earnings === undefined ? {} : { earnings }) });

describe('minimum age from the birth date on record (issue 9 item 7; H.B. 33, 135th GA)', () => {
  it('2025: under 18 all year is exempt in every city, whatever the earnings', () => {
    // Born 1 June 2009 → 16 on 31 Dec 2025 → exempt (from tax year 2024, state law).
    const minor = exempt(2025, 'cleveland', { birthDate: '2009-06-01' });
    expect(minor?.exempt).toBe(true);
    expect(renderMessage(minor!.reason)).toBe(
      'Under 18 for the entire year 2025: from tax year 2024 all income of individuals under 18 is exempt in every Ohio municipality (Ohio House Bill 33, 135th General Assembly).',
    );
    // The reason is a code of the catalogues: the Spanish reader reads it in Spanish (issue 26).
    expect(renderMessage(minor!.reason, 'es')).toBe(
      'Menor de 18 años todo el año 2025: desde el año fiscal 2024, todos los ingresos de las personas menores de 18 años están exentos en todos los municipios de Ohio (Ohio House Bill 33, 135th General Assembly).',
    );
    // New Carlisle's old earnings rule no longer applies: 17 with $3,000.00 → exempt.
    expect(exempt(2025, 'new-carlisle', { birthDate: '2008-03-01' }, 300_000)?.exempt).toBe(true);
    // Geneva-on-the-Lake taxed from 15 until 2023; from 2024 a 15-year-old is exempt.
    expect(exempt(2024, 'geneva-on-the-lake', { birthDate: '2009-01-01' })?.exempt).toBe(true);
    expect(exempt(2023, 'geneva-on-the-lake', { birthDate: '2008-01-01' })?.exempt).toBe(false);
    // Born 31 Dec 2007 → 18 on 31 Dec 2025 → subject.
    expect(exempt(2025, 'cleveland', { birthDate: '2007-12-31' })?.exempt).toBe(false);
  });

  it('before 2024, New Carlisle turns on earnings: unknown until the income is entered', () => {
    // 2023: born 2007 → 16. Earnings not yet known → null; $2,500.00 → taxed; $2,499.99 → exempt.
    const unknown = exempt(2023, 'new-carlisle', { birthDate: '2007-06-01' });
    expect(unknown?.exempt).toBeNull();
    expect(renderMessage(unknown!.reason)).toBe('In New Carlisle in 2023 it depends on your earnings.');
    expect(renderMessage(unknown!.reason, 'es')).toBe('En New Carlisle, en 2023, depende de sus ingresos.');
    expect(exempt(2023, 'new-carlisle', { birthDate: '2007-06-01' }, 250_000)?.exempt).toBe(false);
    expect(exempt(2023, 'new-carlisle', { birthDate: '2007-06-01' }, 249_999)?.exempt).toBe(true);
  });
});

describe("minimum age from the taxpayer's own statement", () => {
  it('from 2024 "under 18 on 31 December" is enough', () => {
    expect(exempt(2025, 'cleveland', { under18AtYearEnd: true })?.exempt).toBe(true);
    const adult = exempt(2025, 'cleveland', { under18AtYearEnd: false });
    expect(adult?.exempt).toBe(false);
    expect(renderMessage(adult!.reason)).toBe('18 or older by the end of 2025: subject to the tax.');
    expect(renderMessage(adult!.reason, 'es')).toBe('18 años o más al final de 2025: sujeto al impuesto.');
  });

  it('before 2024 a city with another rule needs the exact age: no guess', () => {
    expect(exempt(2023, 'grand-river', { under18AtYearEnd: true })?.exempt).toBeNull(); // 16
    expect(exempt(2023, 'new-carlisle', { under18AtYearEnd: true })?.exempt).toBeNull();
    const munroe = exempt(2023, 'munroe-falls', { under18AtYearEnd: true }); // none
    expect(munroe?.exempt).toBe(false);
    expect(renderMessage(munroe!.reason)).toBe('Munroe Falls had no minimum age in 2023.');
    const grandRiver = exempt(2023, 'grand-river', { under18AtYearEnd: true });
    expect(renderMessage(grandRiver!.reason)).toBe('In Grand River in 2023 it depends on your exact age.');
    expect(exempt(2023, 'cleveland', { under18AtYearEnd: true })?.exempt).toBe(true); // 18
    expect(exempt(2023, 'grand-river', { under18AtYearEnd: false })?.exempt).toBe(false);
  });

  it('answers undefined for a city without a table row', () => {
    expect(exempt(2025, 'parma', { under18AtYearEnd: true })).toBeUndefined();
  });
});

describe('the exceptions to 18, by year (for the FAQ and the exemption screen)', () => {
  it('none from 2024', () => {
    expect(minimumAgeExceptions(2024)).toEqual([]);
    expect(minimumAgeExceptions(2025)).toEqual([]);
  });

  it('2023 names each city with its rule (agency 2022 booklet; spec §1 for New Carlisle)', () => {
    expect(minimumAgeExceptions(2023)).toEqual([
      { rule: { kind: 'age', age: 15 }, cities: ['Geneva-on-the-Lake'] },
      { rule: { kind: 'age', age: 16 }, cities: ['Grand River', 'West Milton'] },
      {
        rule: { kind: 'none' },
        cities: [
          'Montpelier',
          'Munroe Falls',
          'New Paris',
          'Oakwood (Paulding County)',
          'Obetz',
          'Phillipsburg',
          'Riverside',
        ],
      },
      {
        rule: { kind: 'age-or-earnings', age: 18, youngerFrom: 16, earningsThreshold: 250_000 },
        cities: ['New Carlisle'],
      },
    ]);
  });

  it('the years with their own exceptions are those before 2024 that have a table', () => {
    expect(perCityMinimumAgeYears()).toEqual([2023, 2016]);
  });
});

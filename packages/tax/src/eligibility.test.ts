import { renderMessage as english } from '@efile/contracts/messages';
import { describe, expect, it } from 'vitest';
import { PAPER_REASONS, checkEligibility, minimumAgeStatus, type EligibilityAnswers } from './eligibility';

const none: EligibilityAnswers = {
  businessIncome: false,
  rentalOrK1Income: false,
  form1099MultipleCities: false,
  w2MultipleCities: false,
  residenceTaxWithheldByEmployer: false,
};

describe('who may file online (spec §1 paper-return conditions)', () => {
  it('is eligible when no paper-return condition applies', () => {
    expect(checkEligibility(none)).toEqual({ eligible: true, reasons: [] });
  });

  it('gives each reason with its code and text', () => {
    const cases: Array<[keyof EligibilityAnswers, string]> = [
      ['businessIncome', 'BUSINESS_INCOME'],
      ['rentalOrK1Income', 'RENTAL_OR_K1_INCOME'],
      ['form1099MultipleCities', 'MULTI_CITY_1099'],
      ['w2MultipleCities', 'MULTI_CITY_W2'],
      ['residenceTaxWithheldByEmployer', 'RESIDENCE_TAX_WITHHELD'],
    ];
    for (const [answer, code] of cases) {
      const result = checkEligibility({ ...none, [answer]: true });
      expect(result).toEqual({
        eligible: false,
        reasons: [{ code, text: PAPER_REASONS[code as keyof typeof PAPER_REASONS] }],
      });
    }
  });

  it('no longer sends an overpayment to paper: it is claimed on the return (issue 27, ADR 0058)', () => {
    expect(checkEligibility({ ...none, overpaymentRefundOrCredit: true })).toEqual({
      eligible: true,
      reasons: [],
    });
  });

  it('lists every reason that applies, in questionnaire order', () => {
    const result = checkEligibility({ ...none, residenceTaxWithheldByEmployer: true, businessIncome: true });
    expect(result.reasons.map((r) => r.code)).toEqual(['BUSINESS_INCOME', 'RESIDENCE_TAX_WITHHELD']);
  });

  it("uses the spec's wording", () => {
    expect(english(PAPER_REASONS.BUSINESS_INCOME)).toContain('business income (Schedules C/F)');
    expect(english(PAPER_REASONS.MULTI_CITY_1099)).toContain('a 1099 with income earned in multiple cities');
    expect(english(PAPER_REASONS.OVERPAYMENT)).toContain('Refunds and overpayments are not accepted online.');
  });
});

describe('minimum age', () => {
  const status = (taxYear: number, cityCode: string, birthDate: string, earnings = 0) =>
    minimumAgeStatus({ taxYear, cityCode, birthDate, earnings });

  it('18 by default: under 18 for the entire year is exempt', () => {
    // 2025: born 1 Jan 2008 → 17 on 31 Dec 2025 → exempt; born 31 Dec 2007 → 18 that day → subject
    expect(status(2025, 'cleveland', '2008-01-01')?.subject).toBe(false);
    expect(status(2025, 'cleveland', '2007-12-31')?.subject).toBe(true);
  });

  it('New Carlisle before 2024: 16 and 17 year olds earning $2,500 or more are taxed', () => {
    // 2023: born 2007 → 16. $2,500.00 → taxed; $2,499.99 → exempt; 15 with $5,000.00 → exempt
    expect(status(2023, 'new-carlisle', '2007-06-01', 250_000)).toMatchObject({
      subject: true,
      ageAtEndOfYear: 16,
    });
    expect(status(2023, 'new-carlisle', '2007-06-01', 249_999)?.subject).toBe(false);
    expect(status(2023, 'new-carlisle', '2008-06-01', 500_000)?.subject).toBe(false);
    expect(english(status(2023, 'new-carlisle', '2007-06-01', 250_000)!.reason)).toBe(
      'In New Carlisle, 16 and 17 year olds earning $2,500.00 or more are taxed.',
    );
    expect(english(status(2023, 'new-carlisle', '2007-06-01', 249_999)!.reason)).toBe(
      'Under 18, and not 16 and 17 earning $2,500.00 or more: exempt in New Carlisle.',
    );
    // In the reader's language (issue 26): "and" too.
    expect(english(status(2023, 'new-carlisle', '2007-06-01', 250_000)!.reason, 'es')).toBe(
      'En New Carlisle, las personas de 16 y 17 años con ingresos de $2,500.00 o más pagan el impuesto.',
    );
  });

  it('from 2024 under-18 income is exempt everywhere, New Carlisle included', () => {
    // 2024: born 2007 → 17, earning $3,000.00 in New Carlisle → exempt (state law from tax year 2024)
    expect(status(2024, 'new-carlisle', '2007-06-01', 300_000)).toMatchObject({
      subject: false,
      rule: { kind: 'age', age: 18 },
    });
  });

  it('cities with 15, 16 or no minimum age before 2024', () => {
    expect(status(2023, 'geneva-on-the-lake', '2008-03-01')?.subject).toBe(true); // 15
    expect(english(status(2023, 'geneva-on-the-lake', '2008-03-01')!.reason)).toBe(
      '15 by the end of 2023: Geneva-on-the-Lake taxes residents from 15.',
    );
    expect(english(status(2023, 'geneva-on-the-lake', '2009-03-01')!.reason)).toBe(
      'Under 15 for the entire year 2023: exempt in Geneva-on-the-Lake.',
    );
    expect(english(status(2023, 'munroe-falls', '2012-03-01')!.reason)).toBe(
      'Munroe Falls has no minimum age.',
    );
    expect(status(2023, 'geneva-on-the-lake', '2009-03-01')?.subject).toBe(false); // 14
    expect(status(2023, 'grand-river', '2007-03-01')?.subject).toBe(true); // 16
    expect(status(2023, 'munroe-falls', '2012-03-01')?.subject).toBe(true); // 11, no minimum
    expect(status(2016, 'west-milton', '2000-03-01')?.subject).toBe(true); // 16
  });

  it('answers undefined for a city without a table row', () => {
    expect(status(2025, 'parma', '2000-01-01')).toBeUndefined();
  });
});

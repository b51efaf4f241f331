import { describe, expect, it } from 'vitest';
import { catalogue } from '../i18n';
import { en } from '../i18n/locales/en/shell';
import { ApiError } from './http';
import { problemMessage, problemMessageThen } from './problem-message';

const problem = (type: string, extra: object = {}) =>
  new ApiError(400, { type, title: 't', status: 400, ...extra }, null);

describe('problem mapping (spec §8)', () => {
  it.each([
    ['missing-tax-rate'],
    ['missing-tax-form'],
    ['already-filed'],
    ['not-authorized-to-file'],
    ['account-migration-required'],
  ] as const)('%s shows the catalogue text', (code) => {
    expect(problemMessage(problem(`/problems/${code}`, { detail: 'server words' }))).toBe(en.problems[code]);
  });

  it('account problems add the support contact', () => {
    const message = problemMessage(
      problem('/problems/misconfigured-account', {
        supportEmail: 'a@b.example',
        supportPhone: '216-555-0100',
      }),
    );
    expect(message).toBe(
      'Our records indicate that your account is not properly configured at this time. Please contact support at a@b.example or 216-555-0100.',
    );
  });

  it('a repeat of a filing names the first one (ADR 0049): the spec text, then its confirmation number', () => {
    expect(
      problemMessage(problem('/problems/already-filed', { confirmationNumber: 'BS2021-0123456789' })),
    ).toBe(`${en.problems['already-filed']} It was filed once, with confirmation number BS2021-0123456789.`);
  });

  it('a body with errors shows the first message per field, never a raw key', () => {
    expect(problemMessage(problem('/problems/validation', { errors: { ein: 'EIN is not on file.' } }))).toBe(
      'EIN is not on file.',
    );
    expect(
      problemMessage(
        problem('/problems/validation', {
          errors: {
            ein: 'must be a nine-digit number with no hyphens',
            businessName: 'is required',
            'w2s.0.employerName': 'is invalid',
          },
        }),
      ),
    ).toBe(
      'EIN must be a nine-digit number with no hyphens. Business name is required. Employer name is invalid.',
    );
  });

  it('the server words then a generic sentence, and the generic sentence only once', () => {
    const generic = catalogue.businesses.unexpected;
    expect(
      problemMessageThen(
        problem('/problems/validation', { errors: { ein: 'EIN is not on file.' } }),
        generic,
      ),
    ).toBe('EIN is not on file. An unexpected error occurred. Please try again.');
    expect(problemMessageThen(new ApiError(500, undefined, null), generic)).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(problemMessageThen(new Error('network'), generic)).toBe(generic);
  });

  it('other problems show the response detail; a string body as is; else the generic text', () => {
    expect(problemMessage(problem('/problems/other', { detail: 'The detail.' }))).toBe('The detail.');
    // A year without a published ORC 718.27 rate: the server's sentence naming the year, shown as is.
    const noRate =
      'The interest rate for 2027 has not been published yet, so interest into 2027 cannot be calculated. Please contact CCA support.';
    expect(problemMessage(problem('/problems/missing-interest-rate', { detail: noRate }))).toBe(noRate);
    expect(problemMessage(new ApiError(500, undefined, 'Plain text body'))).toBe('Plain text body');
    expect(problemMessage(new ApiError(500, undefined, null))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(problemMessage(new Error('network'))).toBe('An unexpected error occurred. Please try again.');
  });
});

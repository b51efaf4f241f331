import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { switchFailure } from './taxpayer-selector';

describe('Manage Business Accounts and the selector: the spec texts (§2, §8)', () => {
  it('quotes the not-found text and the dialog exactly', () => {
    expect(t('businesses.notFound')).toBe(
      'This business could not be found. If this information is correct please complete registration.',
    );
    expect(t('businesses.linkedHeading')).toBe('Linked Businesses');
    expect(t('businesses.confirmDeleteHeading')).toBe('Confirm Delete Link');
    expect([t('businesses.yes'), t('businesses.no'), t('businesses.delete')]).toEqual([
      'Yes',
      'No',
      'Delete',
    ]);
    expect(t('businesses.noTaxpayerHeading')).toBe('No Taxpayers for User');
  });

  it('a failed switch says what the server said, or that it was unexpected', () => {
    const problem = { type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'Try later.' };
    expect(switchFailure(new ApiError(409, problem, problem))).toBe(
      'An error occurred while changing taxpayers: Try later. Please try again or contact support if the issue persists.',
    );
    expect(switchFailure(new TypeError('Failed to fetch'))).toBe(
      'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
    );
    expect(switchFailure(new ApiError(500, undefined, null))).toBe(
      'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
    );
  });
});

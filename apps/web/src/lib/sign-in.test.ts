import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@efile/contracts';
import { en } from '../i18n/locales/en/shell';
import { ApiError } from './http';
import { signInResult } from './sign-in';

const user: AuthUser = {
  token: 't',
  username: 'jane',
  firstName: 'Jane',
  taxpayerId: '100001',
  isBusinessUser: false,
};

describe('sign-in state machine (spec §4)', () => {
  it('with a taxpayerId: Success, to the return URL or the dashboard', () => {
    expect(signInResult({ kind: 'response', body: user }, null)).toEqual({
      result: 'Success',
      user,
      missingTaxpayer: false,
      next: '/dashboard',
    });
    expect(signInResult({ kind: 'response', body: user }, '/exemption')).toMatchObject({
      next: '/exemption',
    });
  });

  it('a business user without a taxpayer: Success, flagged, to Manage Business Accounts', () => {
    const business = { ...user, taxpayerId: null, isBusinessUser: true };
    expect(signInResult({ kind: 'response', body: business }, '/exemption')).toEqual({
      result: 'Success',
      user: business,
      missingTaxpayer: true,
      next: '/manage-business-accounts',
    });
  });

  it('a non-business user without a taxpayer: Fail', () => {
    expect(signInResult({ kind: 'response', body: { ...user, taxpayerId: null } }, null)).toEqual({
      result: 'Fail',
      message: en.problems['misconfigured-account'],
      problem: 'misconfigured-account',
    });
  });

  it('a null response is treated as migration required', () => {
    expect(signInResult({ kind: 'response', body: null }, null)).toMatchObject({
      result: 'Fail',
      message: en.problems['account-migration-required'],
    });
  });

  it('a problem answer fails with its message', () => {
    const error = new ApiError(
      403,
      {
        type: '/problems/inactive-account',
        title: 'x',
        status: 403,
        supportEmail: 'help@cca.example',
        supportPhone: '555-0100',
      },
      null,
    );
    const result = signInResult({ kind: 'error', error }, null);
    expect(result).toMatchObject({ result: 'Fail', problem: 'inactive-account' });
    expect(result.result === 'Fail' && result.message).toBe(
      `${en.problems['inactive-account']} Please contact support at help@cca.example or 555-0100.`,
    );
  });
});

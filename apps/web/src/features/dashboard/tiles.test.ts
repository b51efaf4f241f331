import { describe, expect, it } from 'vitest';
import { dashboardTiles } from './tiles';

const ids = (business: boolean, ein: boolean) => dashboardTiles(business, ein).map((tile) => tile.id);

describe('dashboard tiles (spec §2)', () => {
  it('individuals', () => {
    expect(ids(false, true)).toEqual([
      'exemption',
      'annualReturn',
      'individualEstimate',
      'billingStatement',
      'estimatesAndCredits',
      'changeEmail',
    ]);
    expect(dashboardTiles(false, false).find((tile) => tile.id === 'annualReturn')?.start).toBe(true);
  });

  it('business users, with Manage Business Accounts only when EinManagement is on', () => {
    expect(ids(true, true)).toEqual([
      'employersReturn',
      'netProfitEstimate',
      'billingStatement',
      'estimatesAndCredits',
      'changeEmail',
      'manageBusinessAccounts',
    ]);
    expect(ids(true, false)).not.toContain('manageBusinessAccounts');
  });
});

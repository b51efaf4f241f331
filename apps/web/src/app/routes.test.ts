import { describe, expect, it } from 'vitest';
import { paths, type AuthUser } from '@efile/contracts';
import { decide } from '../lib/guards';
import { routes } from './routes';

const guardsOf = (path: string) => routes.find((route) => route.path === path)?.guards ?? [];

describe('route table (spec §2, §6)', () => {
  it.each([paths.employersReturn, paths.netProfitEstimate])(
    'the business form %s is for business filers only',
    (path) => {
      expect(guardsOf(path)).toEqual(
        expect.arrayContaining(['auth', 'taxpayer', 'agreement', 'businessOnly']),
      );
    },
  );

  it.each([paths.exemption, paths.annualReturn, paths.individualEstimate])(
    'the individual form %s is for individuals only',
    (path) => {
      expect(guardsOf(path)).toEqual(
        expect.arrayContaining(['auth', 'taxpayer', 'agreement', 'individualOnly']),
      );
    },
  );

  /** Follows the guards' redirects from `start`: the pages visited, until one lets the user stay. */
  function visit(start: string, user: AuthUser, einManagement: boolean): string[] {
    const seen = [start];
    for (let hops = 0; hops < 10; hops++) {
      const here = seen.at(-1)!;
      const route = routes.find((r) => r.path === here.split('?')[0]);
      const decision = decide(route?.guards ?? [], {
        user,
        disclaimerAccepted: true,
        features: { EinManagement: einManagement },
        location: here,
      });
      if (decision === null || decision === 'wait') return seen;
      seen.push(decision.redirect);
    }
    throw new Error(`a redirect loop: ${seen.join(' → ')}`);
  }

  it('Manage Business Accounts with EinManagement off sends a business user on without a loop', () => {
    const user = { token: 't', username: 'b', firstName: null, isBusinessUser: true };
    expect(visit(paths.manageBusinessAccounts, { ...user, taxpayerId: null }, false)).toEqual([
      paths.manageBusinessAccounts,
      paths.root,
      paths.dashboard,
      paths.businessRegistration,
    ]);
    expect(visit(paths.manageBusinessAccounts, { ...user, taxpayerId: '200002' }, false)).toEqual([
      paths.manageBusinessAccounts,
      paths.root,
      paths.dashboard,
    ]);
    expect(visit(paths.manageBusinessAccounts, { ...user, taxpayerId: null }, true)).toEqual([
      paths.manageBusinessAccounts,
    ]);
  });
});

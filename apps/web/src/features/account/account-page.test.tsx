import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountLedger,
  accountUpcoming,
  parseFormPeriod,
  type AccountForm,
  type AccountLedger,
  type AccountUpcoming,
  type AuthUser,
} from '@efile/contracts';
import { withShell } from '../../app/router';
import { clearUser, setUser } from '../../lib/session';
import AccountPage from './account-page';

/**
 * Issue 22 item 6: My Account renders for a filer of every form type and cadence — a year-only
 * period (the net profit estimate's '2026') crashed the page through periodName. Rendered inside
 * the shell with its error pages, so a crash would show "Something went wrong" and fail here.
 */
const form = (over: Partial<AccountForm> & Pick<AccountForm, 'id' | 'formType'>): AccountForm => ({
  taxYear: 2025,
  period: null,
  periodOf: parseFormPeriod(over.period ?? null),
  confirmationNumber: `C-${over.id}`,
  filedAt: '2026-02-10T15:00:00Z',
  amountDue: 10_000,
  balance: 10_000,
  paid: 0,
  accruedInterest: 0,
  accruedPenalty: 0,
  payToday: over.balance ?? 10_000,
  lastPaidAt: null,
  status: 'Open',
  payable: true,
  installments: null,
  ...over,
});

const FIGURES = {
  balance: 10_000,
  accruedInterest: 0,
  accruedPenalty: 0,
  payToday: 10_000,
  notYetDue: 0,
  dueNow: 10_000,
};

const account = (forms: AccountForm[]): AccountLedger =>
  accountLedger.parse({
    taxpayerId: '100001',
    asOf: '2026-03-02',
    years: [{ taxYear: 2025, ...FIGURES }],
    total: FIGURES,
    forms,
    payments: [],
    payables: [],
  });

const quarters = (year: number) =>
  [1, 2, 3, 4].map((n) => ({
    key: `${year}-Q${n}`,
    period: n,
    dueDate: `${year}-04-30`,
    filed: n === 1,
    ended: true,
  }));
const months = (year: number) =>
  Array.from({ length: 12 }, (_, i) => ({
    key: `${year}-M${String(i + 1).padStart(2, '0')}`,
    period: i + 1,
    dueDate: `${year}-02-15`,
    filed: i === 0,
    ended: true,
  }));

const upcoming = (employerYears: AccountUpcoming['employerYears'], items: AccountUpcoming['items'] = []) =>
  accountUpcoming.parse({ asOf: '2026-03-02', taxYear: 2025, items, employerYears });

const FILERS: [string, boolean, AccountForm[], AccountUpcoming, string][] = [
  ['an annual return', false, [form({ id: 1, formType: 'annual-return' })], upcoming([]), 'Annual Return'],
  ['a billing statement', false, [form({ id: 2, formType: 'billing-statement' })], upcoming([]), 'Billing'],
  [
    "an employer's monthly return",
    true,
    [form({ id: 3, formType: 'employers-return', period: '2025-M05' })],
    upcoming(
      [{ taxYear: 2025, frequency: 'monthly', periods: months(2025) }],
      [
        {
          kind: 'employers-return',
          formType: 'employers-return',
          taxYear: 2025,
          period: '2025-M06',
          dueDate: '2025-07-15',
          filed: false,
          amount: null,
          overdue: true,
        },
      ],
    ),
    'May 2025',
  ],
  [
    "an employer's quarterly return",
    true,
    [form({ id: 4, formType: 'employers-return', period: '2025-Q1' })],
    upcoming([{ taxYear: 2025, frequency: 'quarterly', periods: quarters(2025) }]),
    'Quarter 1, 2025',
  ],
  [
    'an individual estimate',
    false,
    [form({ id: 5, formType: 'individual-estimate', taxYear: 2026 })],
    upcoming(
      [],
      [
        {
          kind: 'estimate-installment',
          formType: 'individual-estimate',
          taxYear: 2026,
          period: '2',
          dueDate: '2026-06-15',
          filed: true,
          amount: 2_500,
          overdue: false,
        },
      ],
    ),
    'Estimate',
  ],
  [
    'a net profit estimate (a year-only period)',
    true,
    [form({ id: 6, formType: 'net-profit-estimate', taxYear: 2026, period: '2026' })],
    upcoming([{ taxYear: 2026, frequency: 'quarterly', periods: quarters(2026) }]),
    'Net Profit',
  ],
  [
    'an exemption certificate',
    false,
    [
      form({
        id: 7,
        formType: 'exemption-certificate',
        amountDue: 0,
        balance: 0,
        status: 'None',
        payable: false,
      }),
    ],
    upcoming([]),
    'Exemption',
  ],
];

function stubServer(ledger: AccountLedger, next: AccountUpcoming) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    if (url.endsWith('/api/account')) return json(ledger);
    if (url.endsWith('/api/account/upcoming')) return json(next);
    if (url.includes('estimate-credits')) return json([]);
    if (url.includes('/api/features')) return json({});
    return new Promise(() => {});
  });
}

// The first render loads the page's lazy parts: slow on a loaded machine.
describe(
  'My Account for a filer of every form type and cadence (issue 22 item 6)',
  { timeout: 30_000 },
  () => {
    afterEach(() => {
      cleanup();
      clearUser();
      vi.unstubAllGlobals();
    });

    it.each(FILERS)('renders for %s', async (_who, business, forms, next, shown) => {
      const user: AuthUser = {
        token: 'tok',
        username: 'filer',
        firstName: 'Pat',
        taxpayerId: '100001',
        isBusinessUser: business,
      };
      setUser(user);
      stubServer(account(forms), next);
      const router = createMemoryRouter(withShell([{ path: '/account', element: <AccountPage /> }]), {
        initialEntries: ['/account'],
      });
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      const row = await screen.findByTestId('filed-form');
      expect(within(row).getByRole('rowheader').textContent).toContain(shown);
      expect(screen.queryByText('Something went wrong')).toBeNull();
      for (const year of next.employerYears) {
        expect(screen.getByRole('table', { name: new RegExp(String(year.taxYear)) })).toBeTruthy();
      }
    });
  },
);

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMe, StaffRefundClaim, StaffRole } from '@efile/contracts';
import { clearStaffSession, setStaffSession } from '../../lib/session';
import RefundsPage from './refunds-page';

const claim = (over: Partial<StaffRefundClaim> = {}): StaffRefundClaim => ({
  id: 7,
  taxYear: 2025,
  confirmationNumber: 'AR-2025-0001',
  refundCents: 100_000,
  creditCents: 0,
  method: 'direct-deposit',
  accountMasked: '••••6789',
  status: 'in-review',
  steps: [
    { status: 'received', on: '2026-03-02' },
    { status: 'in-review', on: '2026-03-02' },
    { status: 'approved', on: null },
    { status: 'sent', on: null },
  ],
  expectedOn: null,
  interestCents: null,
  refusalReason: null,
  taxpayerId: '100093',
  taxpayerName: 'Olive Overpaid',
  claimedAt: '2026-03-02T15:00:00Z',
  ageDays: 0,
  overpaidOn: '2026-03-02',
  interestFreeUntil: '2026-07-14',
  needsSecond: true,
  approvedBy: 'staff.clerk',
  secondApprovedBy: null,
  owedElsewhere: [{ taxYear: 2023, cents: 12_000 }],
  notes: [],
  batchId: null,
  ...over,
});

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number, detail: string) =>
  json(
    status,
    { type: status === 403 ? '/problems/forbidden' : '/problems/conflict', title: 'No', status, detail },
    'application/problem+json',
  );

/** The page as `role` sees it at `?reason=…&status=in-review`, the API answering with `answer`. */
function open(role: StaffRole, answer: (url: string, init?: RequestInit) => Response) {
  const staff: StaffMe = { id: 2, username: `staff.${role}`, email: `${role}@cca.example.gov`, role };
  setStaffSession({ token: 't', staff });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/staff/refunds', element: <RefundsPage /> }], {
    initialEntries: ['/staff/refunds?reason=Reviewing%20refunds&status=in-review'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

const list = (claims: StaffRefundClaim[]) => json(200, { approvalLimitCents: 50_000, claims });

describe('the refund queue (issue 27 item 3)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearStaffSession();
  });

  it('shows a claim with its offset, masked account, interest-free day and a link to the taxpayer', async () => {
    const fetch = open('supervisor', (url) =>
      url.startsWith('/api/staff/refund-batches') ? json(200, { batches: [] }) : list([claim()]),
    );
    const card = await screen.findByRole('article', { name: 'Claim 7: Olive Overpaid, tax year 2025' });
    expect(fetch.mock.calls[0]![0]).toContain('reason=Reviewing+refunds');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('status=in-review'))).toBe(true);
    expect(within(card).getByText('Direct deposit to account ••••6789')).toBeTruthy();
    expect(within(card).getByText('July 14, 2026')).toBeTruthy();
    expect(within(card).getByText('Tax year 2023: $120.00')).toBeTruthy();
    expect(within(card).getByText('Offset $120.00; refund paid out $880.00.')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Olive Overpaid (100093)' });
    expect(link.getAttribute('href')).toBe('/staff/taxpayers/100093?reason=Reviewing+refunds');
    expect(screen.getByRole('link', { name: 'In review' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No batch has been issued yet.')).toBeTruthy();
  });

  it("shows the server's four-eyes refusal next to Approve, and focuses it", async () => {
    const words = 'A refund above $500.00 is approved by two people: someone else makes the second approval.';
    open('clerk', (url, init) => (init?.method === 'POST' ? problem(403, words) : list([claim()])));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve second: claim 7 of Olive Overpaid' }));
    const outcome = await screen.findByText(words);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('claim-outcome-7')));
    expect(outcome.closest('[role="alert"]')).toBeTruthy();
    // A clerk neither refuses nor sees the batches.
    expect(screen.queryByRole('button', { name: /Refuse/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Batches' })).toBeNull();
  });

  it('refuses with a reason: an empty one is refused under its field, which takes focus', async () => {
    const fetch = open('supervisor', (url, init) => {
      if (url.startsWith('/api/staff/refund-batches')) return json(200, { batches: [] });
      if (init?.method === 'POST')
        return json(200, claim({ status: 'refused', refusalReason: 'Paid twice already.' }));
      return list([claim()]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse claim 7 of Olive Overpaid' }));
    const reason = await screen.findByLabelText('Reason for refusing claim 7', { exact: false });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(screen.getByRole('button', { name: 'Refuse claim' }));
    const message = await screen.findByText(/is required/);
    expect(reason.getAttribute('aria-describedby')).toContain(message.closest('[id]')!.id);
    fireEvent.change(reason, { target: { value: 'Paid twice already.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse claim' }));
    expect(await screen.findByText('Claim 7 is refused. The taxpayer was e-mailed the reason.')).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/staff/refund-claims/7/refuse');
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Paid twice already.' });
    // The claim stays where it was, as it is now: refused, with its reason and no more buttons.
    const card = screen.getByRole('article', { name: /Claim 7/ });
    expect(within(card).getByText('Paid twice already.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Approve/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('claim-outcome-7')));
  });

  it("shows the server's words when a batch has nothing to issue", async () => {
    open('supervisor', (url, init) => {
      if (url === '/api/staff/refund-batches' && init?.method === 'POST')
        return problem(409, 'No approved refund waits to be issued: no batch was made.');
      if (url.startsWith('/api/staff/refund-batches')) return json(200, { batches: [] });
      return list([]);
    });
    expect(await screen.findByText('No claim is in review.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue a batch' }));
    expect(await screen.findByText('No approved refund waits to be issued: no batch was made.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('batch-outcome')));
  });
});

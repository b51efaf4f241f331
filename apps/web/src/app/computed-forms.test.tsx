import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BillingStatementPage from '../features/billing-statement/billing-statement-page';
import EmployersReturnPage from '../features/employers-return/employers-return-page';
import EstimatePage from '../features/individual-estimate/estimate-page';
import NetProfitEstimatePage from '../features/net-profit-estimate/net-profit-estimate-page';

/**
 * The four computed forms on the one pattern (ui/computed-form, issue 13): each renders, and a
 * Calculate with nothing typed is refused by the contract's request schema before anything is
 * sent — the error summary takes focus, lists the schema's messages, and each link names a field
 * whose id is the request path.
 */
const CONFIG = {
  taxYear: 2025,
  today: '2026-03-02',
  contactPhones: [],
  identity: { registerUrl: null, profileUrl: null },
};
const sent: string[] = [];
function stubServer() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') sent.push(url);
    const json = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    if (url.includes('/client-config')) return json(CONFIG);
    if (url.includes('/entered-forms')) return json({ enteredForms: [] });
    return new Promise(() => {}); // the taxpayer block loads forever: not what is tested
  });
}

function renderPage(Page: ComponentType) {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const FORMS: [string, ComponentType, [fieldId: string, message: string][]][] = [
  [
    'individual estimate',
    EstimatePage,
    [
      ['incomes.0.description', 'Description is required.'],
      ['incomes.0.income', 'Estimated income is required.'],
    ],
  ],
  [
    "employer's return",
    EmployersReturnPage,
    [
      ['cities.0.city', 'Work city is required.'],
      ['cities.0.wages', 'Wages is required.'],
      ['cities.0.taxWithheld', 'Tax withheld is required.'],
    ],
  ],
  [
    'net profit estimate',
    NetProfitEstimatePage,
    [
      ['cities.0.city', 'City is required.'],
      ['cities.0.netProfit', 'Net profit is required.'],
    ],
  ],
  ['billing statement', BillingStatementPage, [['taxDue', 'Tax due is required.']]],
];

describe('the computed forms on one pattern (issue 13)', () => {
  beforeEach(() => {
    sent.length = 0;
    stubServer();
    Element.prototype.scrollIntoView = () => {}; // not in jsdom
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(FORMS)(
    'the %s refuses an empty Calculate with the summary of its schema',
    async (_, Page, errors) => {
      renderPage(Page);
      const calculate = await screen.findByRole('button', { name: 'Calculate' });
      await act(async () => {
        fireEvent.click(calculate);
      });
      const summary = await screen.findByTestId('error-summary');
      expect(document.activeElement).toBe(
        within(summary).getByRole('heading', { name: 'There is a problem' }),
      );
      const links = within(summary).getAllByRole('link');
      expect(links.map((a) => [a.getAttribute('href')!.slice(1), a.textContent])).toEqual(errors);
      for (const [fieldId, message] of errors) {
        const field = document.getElementById(fieldId)!;
        expect(field.getAttribute('aria-invalid')).toBe('true');
        expect(
          document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
        ).toBe(message);
      }
      // The first link moves focus to its field.
      fireEvent.click(links[0]!);
      expect(document.activeElement?.id).toBe(errors[0]![0]);
      expect(sent).toEqual([]);
    },
  );

  it('says an amount that is not one in the contract’s name of the field, and sends nothing', async () => {
    renderPage(NetProfitEstimatePage);
    const amount = await screen.findByLabelText('Net profit (dollars)');
    fireEvent.change(amount, { target: { value: '-5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    });
    const summary = await screen.findByTestId('error-summary');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'City is required.',
      'Net profit must be an amount in dollars and cents, for example 1,234.56.',
    ]);
    expect(sent).toEqual([]);
  });
});

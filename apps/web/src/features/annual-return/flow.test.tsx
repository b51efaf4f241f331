import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityTaxForm } from '@efile/contracts';
import { FormSteps } from '../../ui/form-steps';
import { ANNUAL_RETURN_STEPS, resumeStep, type ReturnContext } from './flow';

const draft: CityTaxForm = {
  id: 7,
  taxYear: 2025,
  status: 'draft',
  residenceCity: 'CLE',
  answers: null,
  w2s: [],
  form1099s: [],
  confirmationNumber: null,
  filedAt: null,
  calculation: { ok: false, problem: 'missing-tax-rate', detail: 'No tax rate on record.' },
  lateToday: null,
};

function renderAt(url: string, form: CityTaxForm | null, answers: ReturnContext['answers'] = {}) {
  const context: ReturnContext = {
    form,
    refresh: () => Promise.resolve(),
    onFiled: () => {},
    answers,
    setAnswer: () => {},
    age: { taxYear: 2025, asked: false },
  };
  const router = createMemoryRouter(
    [
      {
        path: '/forms/individual/annual-return',
        element: <FormSteps steps={ANNUAL_RETURN_STEPS} context={context} resume={resumeStep} />,
      },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 5: / });
/** The steps shown without the age question (the agency holds a birth date), and their sections. */
const shown = ANNUAL_RETURN_STEPS.filter((s) => s.id !== 'under18AtYearEnd');
const section = (i: number) => new Set(shown.slice(0, i + 1).map((s) => s.title())).size;

describe('the annual return declared as data (ADR 0030)', () => {
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(shown.map((step, i) => [step.id, section(i), step.title()] as const))(
    'renders the step %s in section %i of 5 at its own URL',
    async (id, n, title) => {
      const router = renderAt(`/forms/individual/annual-return?step=${id}`, draft);
      await act(async () => {});
      expect(stepHeading().getAttribute('aria-label')).toBe(`Step ${n} of 5: ${title}`);
      expect(router.state.location.search).toBe(`?step=${id}`);
      // The step drew something of its own under the indicator.
      expect(stepHeading().closest('.usa-step-indicator')!.nextElementSibling).not.toBeNull();
    },
  );

  it('opens a saved draft at the W-2s and a new return at the questionnaire', async () => {
    const resumed = renderAt('/forms/individual/annual-return', draft);
    await act(async () => {});
    expect(resumed.state.location.search).toBe('?step=w2');
    cleanup();
    const fresh = renderAt('/forms/individual/annual-return', null);
    await act(async () => {});
    expect(fresh.state.location.search).toBe('?step=businessIncome');
  });

  it('asks one question per page, each named in its legend, in the first section', async () => {
    renderAt('/forms/individual/annual-return?step=form1099MultipleCities', null, {
      businessIncome: false,
      rentalOrK1Income: false,
    });
    await act(async () => {});
    expect(stepHeading().getAttribute('aria-label')).toBe('Step 1 of 5: Can you file online?');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(
      screen.getByRole('group', {
        name: 'Do you have a 1099 with income earned in more than one city?',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Question 3 of 5')).toBeTruthy();
  });

  it('does not open a question before the ones ahead of it are answered', async () => {
    const router = renderAt('/forms/individual/annual-return?step=w2MultipleCities', null, {
      businessIncome: false,
    });
    await act(async () => {});
    expect(router.state.location.search).toBe('?step=rentalOrK1Income');
  });

  it('sends a step not yet reachable to the first unanswered one', async () => {
    const router = renderAt('/forms/individual/annual-return?step=cityTaxForm', null);
    await act(async () => {});
    expect(router.state.location.search).toBe('?step=businessIncome');
    expect(stepHeading().getAttribute('aria-label')).toBe('Step 1 of 5: Can you file online?');
  });

  it('sends an unknown step to the first unanswered one', async () => {
    const router = renderAt('/forms/individual/annual-return?step=nope', draft);
    await act(async () => {});
    expect(router.state.location.search).toBe('?step=cityTaxForm');
  });
});

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
};

function renderAt(url: string, form: CityTaxForm | null) {
  const context: ReturnContext = { form, refresh: () => Promise.resolve(), onFiled: () => {} };
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

describe('the annual return declared as data (ADR 0030)', () => {
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(ANNUAL_RETURN_STEPS.map((step, i) => [step.id, i + 1, step.title] as const))(
    'renders the step %s as step %i of 5 at its own URL',
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
    expect(fresh.state.location.search).toBe('?step=questionnaire');
  });

  it('sends a step not yet reachable to the first unanswered one', async () => {
    const router = renderAt('/forms/individual/annual-return?step=cityTaxForm', null);
    await act(async () => {});
    expect(router.state.location.search).toBe('?step=questionnaire');
    expect(stepHeading().getAttribute('aria-label')).toBe('Step 1 of 5: Can you file online?');
  });

  it('sends an unknown step to the first unanswered one', async () => {
    const router = renderAt('/forms/individual/annual-return?step=nope', draft);
    await act(async () => {});
    expect(router.state.location.search).toBe('?step=cityTaxForm');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@efile/contracts';
import { answerOf, faqSections, questionId, sectionOfHash, type FaqBlock } from './content';
import FaqPage from './faq-page';

const texts = (block: FaqBlock) =>
  typeof block === 'string' ? [block] : 'list' in block ? block.list : block.steps;
const appPaths = new Set<string>(Object.values(paths));

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: paths.faq, element: <FaqPage /> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The server's client configuration, as loaded: the FAQ names the tax year being filed.
  client.setQueryData(['client-config'], { taxYear: 2025 });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const topic = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('FAQ content (spec §2 "FAQ")', () => {
  it('has ten sections of five questions, each with an answer', () => {
    expect(faqSections()).toHaveLength(10);
    for (const section of faqSections()) {
      expect(section.questions).toHaveLength(5);
      for (const item of section.questions) {
        const { question } = item;
        const answer = answerOf(item, undefined);
        expect(question.trim()).not.toBe('');
        expect(answer.length).toBeGreaterThan(0);
      }
    }
  });

  it('links only to routes the app has', () => {
    const all = faqSections().flatMap((s) =>
      s.questions.flatMap((q) => answerOf(q, undefined).flatMap(texts)),
    );
    const links = all.flatMap((text) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!));
    expect(links.length).toBeGreaterThan(5);
    for (const href of links) {
      if (href.startsWith('/')) expect(appPaths.has(href), href).toBe(true);
      else expect(href).toMatch(/^(mailto:[^@\s]+@[^@\s]+|tel:\+1\d{10})$/);
    }
  });

  it('covers the spec facts', () => {
    const all = JSON.stringify(faqSections().map((s) => s.questions.map((q) => [q, answerOf(q, undefined)])));
    for (const fact of [
      'New Carlisle',
      '$2,500',
      '9 digits with no dashes',
      '72 hours',
      '1 hour',
      '24 hours',
      'Forgot your password?',
      'Monthly or Quarterly',
      'employment-city and residence-city allocations',
      'in lieu of your signature',
      'a refund (by direct deposit or by check), a credit to next year’s estimated tax',
      'There is no fee to use eFile',
      'Joint filers must use the primary taxpayer’s information',
      '2 business days',
    ]) {
      expect(all, fact).toContain(fact);
    }
  });

  it('reads the section from a fragment', () => {
    expect(sectionOfHash('#sec3-q2')).toBe(3);
    expect(sectionOfHash('#sec10')).toBe(10);
    expect(sectionOfHash('#sec11-q1')).toBeNull();
    expect(sectionOfHash('#faq-topics')).toBeNull();
    expect(sectionOfHash('')).toBeNull();
  });
});

describe('FAQ page', () => {
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens the first section when there is no fragment', () => {
    renderAt(paths.faq);
    expect(expanded()).toEqual([topic('Logging in and who can use eFile')]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequently Asked Questions');
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]!.getAttribute('href')).toBe(
      paths.contactUs,
    );
  });

  it('opens the section of the fragment and scrolls to the question, 170 px above it', () => {
    renderAt(`${paths.faq}#sec4-q2`);
    expect(expanded()).toEqual([topic('Exemption Certificate')]);
    expect(document.getElementById(questionId(4, 2))?.textContent).toBe(
      'How do I file an Exemption Certificate?',
    );
    expect(window.scrollTo).toHaveBeenCalledWith({ top: -170 });
  });

  it('keeps one section open at a time, and a header closes its own section', () => {
    renderAt(`${paths.faq}#sec4-q2`);
    fireEvent.click(topic('Individual Estimate'));
    expect(expanded()).toEqual([topic('Individual Estimate')]);
    expect(document.getElementById('faq-topic-4')?.hidden).toBe(true);
    fireEvent.click(topic('Individual Estimate'));
    expect(expanded()).toEqual([]);
  });

  it('a question link opens its section and moves focus to the question', async () => {
    const router = renderAt(paths.faq);
    fireEvent.click(topic('Net Profit Estimate'));
    fireEvent.click(screen.getByRole('link', { name: 'How do I file a Net Profit Estimate?' }));
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#sec8-q2'));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('sec8-q2'));
    await router.navigate(`${paths.faq}#sec2-q1`);
    await vi.waitFor(() => expect(expanded()).toEqual([topic('Registering for eFile')]));
  });
});

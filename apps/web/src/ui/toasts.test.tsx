import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toasts';

function Trigger({ delay }: { delay?: number }) {
  const show = useToast();
  return (
    <>
      <button type="button" onClick={() => show('danger', 'Something failed.', delay)}>
        fail
      </button>
      <button type="button" onClick={() => show('success', 'Saved.')}>
        ok
      </button>
    </>
  );
}

describe('toasts (spec §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows danger as an alert and success as a status, and hides them after 5000 ms', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('fail').click());
    act(() => screen.getByText('ok').click());
    expect(screen.getByRole('alert').textContent).toContain('Something failed.');
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('keeps a toast for the delay it was given', () => {
    render(
      <ToastProvider>
        <Trigger delay={15000} />
      </ToastProvider>,
    );
    act(() => screen.getByText('fail').click());
    act(() => vi.advanceTimersByTime(14999));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

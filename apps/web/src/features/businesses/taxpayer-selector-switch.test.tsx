import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser, BusinessItem } from '@efile/contracts';
import { clearUser, setUser, useUser } from '../../lib/session';
import { fileAs, loadBusinesses } from './api';
import { TaxpayerSelector } from './taxpayer-selector';

const showToast = vi.fn();
vi.mock('../../ui/toasts', () => ({ useToast: () => showToast }));
vi.mock('./api', () => ({ loadBusinesses: vi.fn(), fileAs: vi.fn() }));

const LIST: BusinessItem[] = [
  { taxpayerId: '200002', ein: '310000002', name1: 'Lakeside Bakery Inc', name2: null },
  { taxpayerId: '200001', ein: '340000001', name1: 'Acme Widgets LLC', name2: 'Acme' },
];
const OWNER: AuthUser = {
  token: 'tok',
  username: 'acme.owner',
  firstName: 'Ann',
  taxpayerId: '200002',
  isBusinessUser: true,
};

function Header() {
  const user = useUser();
  return user ? <TaxpayerSelector user={user} /> : null;
}

async function renderSelector() {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Header />
    </QueryClientProvider>,
  );
  const select = (await screen.findByLabelText('Current Taxpayer')) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return { select, button: screen.getByRole('button', { name: 'Switch' }) };
}

describe('Current Taxpayer: choosing picks, Switch switches (issue 14 item 8, WCAG 3.2.2)', () => {
  beforeEach(() => {
    vi.mocked(loadBusinesses).mockResolvedValue(LIST);
    setUser(OWNER);
  });
  afterEach(() => {
    cleanup();
    clearUser();
    vi.clearAllMocks();
  });

  it('a change of the list only picks; Switch applies it and says whom the user files for', async () => {
    vi.mocked(fileAs).mockResolvedValue({ ...OWNER, taxpayerId: '200001' });
    const { select, button } = await renderSelector();
    expect(button.getAttribute('aria-disabled')).toBe('true'); // nothing new picked
    fireEvent.click(button);
    expect(fileAs).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: '200001' } });
    expect(select.value).toBe('200001');
    expect(fileAs).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBeNull();

    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(vi.mocked(fileAs).mock.calls[0]?.[0]).toBe('200001'));
    await screen.findByText('You are now filing for Acme Widgets LLC (340000001).');
    expect(screen.getByRole('status').textContent).toBe(
      'You are now filing for Acme Widgets LLC (340000001).',
    );
    expect(select.value).toBe('200001');
    expect(document.activeElement).toBe(button); // focus stays on the control
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('a failed switch says so (spec §8) and the list goes back to the taxpayer filed as', async () => {
    vi.mocked(fileAs).mockRejectedValue(new TypeError('Failed to fetch'));
    const { select, button } = await renderSelector();
    fireEvent.change(select, { target: { value: '200001' } });
    fireEvent.click(button);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'danger',
        'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
      ),
    );
    await waitFor(() => expect(select.value).toBe('200002'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

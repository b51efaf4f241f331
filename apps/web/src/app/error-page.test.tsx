import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffRouteError, staffRouteObjects } from '../staff/app/router';
import { clearStaffSession, setStaffSession } from '../staff/lib/session';
import { withShell } from './router';

/**
 * Issue 22 item 6 (ADR 0045): a page that throws shows the error page inside the frame — the
 * header, plain words, a way back — and the error is reported to the server, never a stack.
 */
function Boom(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'slice')");
}

const reports: unknown[] = [];
beforeEach(() => {
  reports.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/client-errors') reports.push(JSON.parse(String(init?.body)));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearStaffSession();
});

const show = (routes: RouteObject[], at: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [at] })} />);

describe('the route error page (issue 22 item 6)', () => {
  it("the taxpayers' app: inside the shell, plain words, Try again, a way back, reported once", async () => {
    show(withShell([{ path: '/boom', element: <Boom /> }]), '/boom?id=42');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('header.efile-header')?.textContent).toContain(
      'CCA eFile — Municipal Income Tax',
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Unexpected Application Error|Hey developer|reading 'slice'/,
    );
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      app: 'taxpayer',
      path: '/boom',
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'slice')",
    });
  });

  it('the console: inside its frame (header, navigation), with the way home, reported', async () => {
    setStaffSession({
      token: 't',
      staff: { id: 1, username: 'cora.clerk', email: 'c@example.org', role: 'clerk' },
    });
    const [, consoleFrame] = staffRouteObjects;
    show(
      [
        {
          element: consoleFrame!.element,
          errorElement: consoleFrame!.errorElement,
          children: [
            { errorElement: <StaffRouteError />, children: [{ path: '/staff/boom', element: <Boom /> }] },
          ],
        },
      ],
      '/staff/boom',
    );
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Go to the console home page' })).toBeTruthy();
    expect(screen.getByTestId('staff-user').textContent).toContain('cora.clerk');
    expect(screen.getByTestId('staff-nav')).toBeTruthy();
    await waitFor(() =>
      expect(reports).toMatchObject([{ app: 'staff', path: '/staff/boom', name: 'TypeError' }]),
    );
  });

  it('the real route tables carry the error pages at the shell and at the pages', () => {
    const [shell] = withShell([]);
    expect(shell!.errorElement).toBeTruthy();
    expect(shell!.children?.[0]?.errorElement).toBeTruthy();
    for (const frame of staffRouteObjects) {
      expect(frame.errorElement).toBeTruthy();
      expect(frame.children?.[0]?.errorElement).toBeTruthy();
    }
  });
});

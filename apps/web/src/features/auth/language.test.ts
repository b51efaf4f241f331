import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@efile/contracts';
import { chosenLanguage, rememberLanguage, unsavedChoice } from '../../i18n/language';
import { settleLanguage } from './language';

/** The server as sign-in meets it: the account's language, and what PUT saved (the requests, in order). */
function account(language: 'en' | 'es', { failPut = false } = {}) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(api.accountLanguage);
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ method, body });
      if (method === 'PUT') {
        if (failPut) return new Response('', { status: 503 });
        language = (body as { language: 'en' | 'es' }).language;
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ language }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Issue 26: at sign-in, the latest explicit choice wins. */
describe('the language at sign-in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('a language chosen signed out that the account does not have is saved on the account', async () => {
    rememberLanguage('es', { unsaved: true });
    expect(unsavedChoice()).toBe('es');
    const calls = account('en');
    expect(await settleLanguage()).toBe('es');
    expect(calls).toEqual([
      { method: 'GET', body: undefined },
      { method: 'PUT', body: { language: 'es' } },
    ]);
    // Saved: the next sign-in follows the account again.
    expect(unsavedChoice()).toBeNull();
    expect(chosenLanguage()).toBe('es');
  });

  it('the same language as the account’s is not saved again', async () => {
    rememberLanguage('es', { unsaved: true });
    const calls = account('es');
    expect(await settleLanguage()).toBe('es');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(unsavedChoice()).toBeNull();
  });

  it('with no choice of the browser’s own, the page follows the account’s language', async () => {
    const calls = account('es');
    expect(await settleLanguage()).toBe('es');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(chosenLanguage()).toBe('es');
  });

  it('a language the account has already (chosen signed in) is no explicit choice: the account’s wins', async () => {
    // Chosen signed in and saved then; the account has changed since (another browser).
    rememberLanguage('es');
    const calls = account('en');
    expect(await settleLanguage()).toBe('en');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(chosenLanguage()).toBe('en');
  });

  it('a save that fails keeps the choice unsaved, for the next sign-in', async () => {
    rememberLanguage('es', { unsaved: true });
    account('en', { failPut: true });
    await expect(settleLanguage()).rejects.toThrow();
    expect(unsavedChoice()).toBe('es');
    expect(chosenLanguage()).toBe('es');
  });
});

import { describe, expect, it } from 'vitest';
import { FORMS } from '@efile/contracts/forms';
import { featureCatalogues } from '../i18n/features';
import { tiles } from '../i18n/locales/en/tiles';
import { reminders } from '../i18n/locales/en/reminders';
import { mailroomTexts } from '../staff/i18n/locales/en/mailroom';
import { routes } from './routes';

/**
 * Issue 25 item 1: a form is its registry entry and its folder. Its route, its guards and its
 * texts come from there; nothing else lists it (this test fails when a folder is missing).
 */
describe('the forms of the registry on the web', () => {
  it.each(FORMS.map((form) => [form.id, form] as const))('%s has its screen at its path', (_, form) => {
    const route = routes.find((r) => r.path === form.path);
    expect(route?.page).toBeDefined();
    const only =
      form.filers === 'individual' ? 'individualOnly' : form.filers === 'business' ? 'businessOnly' : null;
    expect(route?.guards).toEqual(['auth', 'taxpayer', 'agreement', ...(only ? [only] : [])]);
  });

  it.each(FORMS.map((form) => [form.id, form.key] as const))('%s has its catalogue (%s)', async (_, key) => {
    const load = (featureCatalogues as Record<string, () => Promise<{ title?: string }>>)[key];
    expect(load).toBeDefined();
    expect((await load!()).title).toBeTruthy();
  });

  it.each(FORMS.map((form) => [form.id, form] as const))(
    '%s says what the other screens show of it (tile, console name, reminders)',
    (_, form) => {
      const tile = tiles[form.key];
      expect(tile.title).toBeTruthy();
      expect(tile.text).toBeTruthy();
      expect(mailroomTexts.forms[form.id]).toBeTruthy();
      for (const kind of (form as { reminders?: readonly (keyof typeof reminders.kinds)[] }).reminders ??
        []) {
        expect(reminders.kinds[kind]).toBeTruthy();
        expect(reminders.hints[kind]).toBeTruthy();
      }
    },
  );
});

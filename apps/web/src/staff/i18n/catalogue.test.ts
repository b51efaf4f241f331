import { describe, expect, it } from 'vitest';
import { FORMS } from '@efile/contracts';
import { st, type StaffMessageKey } from './index';
import { staffEn } from './locales/en';

/** The console names every form of the registry (the mailroom's paper returns, the totals). */
describe('console catalogue', () => {
  it.each(FORMS.map((form) => form.id))('has a name for %s', (id) => {
    expect(st(`mailroom.forms.${id}` as StaffMessageKey)).toBeTruthy();
  });
});

/**
 * WCAG 2.5.3 Label in Name (axe `label-content-name-mismatch`, issue 28 item 8): a button whose
 * accessible name is a `…Label` text shows its sibling text; the name starts with what is seen,
 * so speech users can say what they see ("Change status" → "Change status of BS2024-…").
 */
describe('accessible names contain the visible words', () => {
  const pairs: [string, string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const entries = Object.entries(node as Record<string, unknown>);
    for (const [key, value] of entries) {
      if (typeof value === 'object') walk(value, `${path}${key}.`);
      const visible = key.endsWith('Label') ? (node as Record<string, unknown>)[key.slice(0, -5)] : undefined;
      if (typeof value === 'string' && typeof visible === 'string')
        pairs.push([`${path}${key}`, visible, value]);
    }
  };
  walk(staffEn, '');

  it('finds the pairs', () => {
    expect(pairs.length).toBeGreaterThan(1);
  });
  it.each(pairs)('%s contains "%s"', (_key, visible, label) => {
    expect(label.toLowerCase().replace(/\{[^}]+\}/g, '')).toContain(
      visible
        .toLowerCase()
        .replace(/\{[^}]+\}/g, '')
        .trim(),
    );
  });
});

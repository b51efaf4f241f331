import { describe, expect, it } from 'vitest';
import { FORMS, LedgerEntryKind } from '@efile/contracts';
import { kindText } from '../features/taxpayers/words';
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

/**
 * A key is a path: `st('a.b.c')` walks a → b → c, so a key holding a dot ('liability.penalty')
 * type-checks as a path yet is never found, and the page crashes (issue 28 item 1). None has one.
 */
describe('catalogue keys', () => {
  const dotted: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key.includes('.')) dotted.push(`${path}${key}`);
      walk(value, `${path}${key}.`);
    }
  };
  walk(staffEn, '');

  it('hold no dot', () => {
    expect(dotted).toEqual([]);
  });
  it('name every ledger kind in words', () => {
    for (const kind of LedgerEntryKind) expect(kindText(kind)).not.toMatch(/^glance\./);
  });
});

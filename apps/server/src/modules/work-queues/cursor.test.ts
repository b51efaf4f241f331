import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../plugins/problems';
import { decodeCursor, encodeCursor, pageOf } from './cursor';

describe('queue cursors (ADR 0037)', () => {
  it('read back the exact time (to the microsecond) and id', () => {
    const at = '2026-03-02T15:00:00.123456Z';
    expect(decodeCursor(encodeCursor(at, 500001))).toEqual({ at, id: '500001' });
    expect(decodeCursor(undefined)).toBeNull();
  });

  it('refuse anything else with a 400', () => {
    const bad = [
      'bm90LWEtY3Vyc29y',
      Buffer.from('["2026-03-02T15:00:00Z","1"]').toString('base64url'),
      Buffer.from('["2026-03-02T15:00:00.1Z","1; drop table x"]').toString('base64url'),
      Buffer.from('{"at":"x"}').toString('base64url'),
    ];
    for (const cursor of bad) {
      expect(() => decodeCursor(cursor), cursor).toThrow(ProblemError);
    }
  });

  it('a page has a next cursor only when a row beyond it was read', () => {
    const rows = [1, 2, 3].map((id) => ({ id, at: `2026-03-02T15:00:0${id}.000000Z` }));
    const full = pageOf(rows, 2, (r) => [r.at, r.id]);
    expect(full.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(decodeCursor(full.nextCursor!)).toEqual({ at: rows[1]!.at, id: '2' });
    expect(pageOf(rows, 3, (r) => [r.at, r.id]).nextCursor).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

const origin = 'https://efile.example.gov';

describe('return URL (spec §5: must be same-origin)', () => {
  it('keeps a path on our origin', () => {
    expect(safeReturnUrl('/exemption?year=2025#top', origin)).toBe('/exemption?year=2025#top');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    // Each of these normalises to `//evil.example/...` (issue 11): the result is checked again.
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    'dashboard',
    '',
    null,
  ])('ignores %s', (candidate) => {
    expect(safeReturnUrl(candidate, origin)).toBeNull();
  });
});

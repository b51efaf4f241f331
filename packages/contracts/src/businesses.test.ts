import { describe, expect, it } from 'vitest';
import { businessSearchRequest, einInput } from './businesses';
import { renderMessage } from './messages';

describe('the EIN as a person types it (issue 14 item 7, ADR 0026)', () => {
  it.each(['320000003', '32-0000003', '32 0000003', ' 32 - 0000003 ', '32‐0000003', '32–0000003'])(
    '“%s” is 320000003',
    (typed) => {
      expect(einInput.parse(typed)).toBe('320000003');
    },
  );

  it.each(['32-000003', '3200000031', '32-00000O3', '32/0000003', 'EIN 320000003'])(
    '“%s” keeps the clear error',
    (typed) => {
      const result = einInput.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => renderMessage(i.message))).toEqual([
        'EIN must be a nine-digit number with no hyphens',
      ]);
    },
  );

  it('an empty EIN (or only a hyphen) is required', () => {
    for (const typed of ['', '  ', '-']) {
      expect(renderMessage(einInput.safeParse(typed).error?.issues[0]?.message ?? '')).toBe(
        'EIN is required.',
      );
    }
  });

  it('the search request carries the 9 digits and the name as typed (trimmed)', () => {
    expect(
      businessSearchRequest.parse({ ein: '32-0000003', businessName: ' erie shores hardware ' }),
    ).toEqual({
      ein: '320000003',
      businessName: 'erie shores hardware',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from '@efile/contracts';
import { routes } from './routes';

const guardsOf = (path: string) => routes.find((route) => route.path === path)?.guards ?? [];

describe('route table (spec §2, §6)', () => {
  it.each([paths.employersReturn, paths.netProfitEstimate])(
    'the business form %s is for business filers only',
    (path) => {
      expect(guardsOf(path)).toEqual(
        expect.arrayContaining(['auth', 'taxpayer', 'agreement', 'businessOnly']),
      );
    },
  );

  it.each([paths.exemption, paths.annualReturn, paths.individualEstimate])(
    'the individual form %s is for individuals only',
    (path) => {
      expect(guardsOf(path)).toEqual(
        expect.arrayContaining(['auth', 'taxpayer', 'agreement', 'individualOnly']),
      );
    },
  );
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { fieldErrorsOf, placeServerErrors } from './server-errors';

const problem = (errors?: Record<string, string>) =>
  new ApiError(
    400,
    { type: '/problems/validation', title: 'Invalid', status: 400, ...(errors ? { errors } : {}) },
    '',
  );

describe('server field errors placed by request path', () => {
  it('reads the first message per field of a problem+json 400', () => {
    expect(fieldErrorsOf(problem({ ein: 'must be a nine-digit number with no hyphens' }))).toEqual({
      ein: 'must be a nine-digit number with no hyphens',
    });
  });

  it('is null for failures that are not about fields', () => {
    expect(fieldErrorsOf(problem())).toBeNull();
    expect(fieldErrorsOf(problem({}))).toBeNull();
    expect(fieldErrorsOf(new Error('offline'))).toBeNull();
  });

  it('sets each error on its (dotted) path', () => {
    const set: [string, string][] = [];
    placeServerErrors(problem({ 'lines.0.amount': 'is invalid', businessIncome: 'is required' }), (path, e) =>
      set.push([path as string, e.message]),
    );
    expect(set).toEqual([
      ['lines.0.amount', 'is invalid'],
      ['businessIncome', 'is required'],
    ]);
  });
});

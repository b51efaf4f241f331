import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../src/plugins/problems';

describe('fieldErrors', () => {
  it('names a field by its path, dotted for nested fields', () => {
    expect(
      fieldErrors([
        { keyword: 'invalid_type', instancePath: '/username', message: 'Username is required.' },
        { keyword: 'too_big', instancePath: '/address/zip', message: 'is too long' },
        { keyword: 'invalid_type', instancePath: '/items/0/amount', message: 'must be a number' },
      ]),
    ).toEqual({
      username: 'Username is required.',
      'address.zip': 'is too long',
      'items.0.amount': 'must be a number',
    });
  });

  it('keeps the first message per field', () => {
    expect(
      fieldErrors([
        { instancePath: '/password', message: 'Password is required.' },
        { instancePath: '/password', message: 'Password is invalid.' },
      ]),
    ).toEqual({ password: 'Password is required.' });
  });

  it('names each unexpected key as a field, at the root and nested', () => {
    expect(
      fieldErrors([
        { keyword: 'unrecognized_keys', instancePath: '', params: { keys: ['isAdmin', 'role'] } },
        { keyword: 'unrecognized_keys', instancePath: '/address', params: { keys: ['county'] } },
      ]),
    ).toEqual({ isAdmin: 'is not allowed', role: 'is not allowed', 'address.county': 'is not allowed' });
  });

  it('an unexpected key does not hide a real message for the same field', () => {
    expect(
      fieldErrors([
        { instancePath: '/extra', message: 'Expected string' },
        { keyword: 'unrecognized_keys', instancePath: '', params: { keys: ['extra'] } },
      ]),
    ).toEqual({ extra: 'Expected string' });
  });

  it('a whole-body error is filed under (body); a missing message reads "is invalid"', () => {
    expect(fieldErrors([{ keyword: 'invalid_type', instancePath: '', message: 'expected object' }])).toEqual({
      '(body)': 'expected object',
    });
    expect(fieldErrors([{ instancePath: '/id' }])).toEqual({ id: 'is invalid' });
    expect(fieldErrors([{}])).toEqual({ '(body)': 'is invalid' });
  });

  it('an unrecognized_keys item without keys falls back to its message', () => {
    expect(
      fieldErrors([{ keyword: 'unrecognized_keys', instancePath: '', message: 'Unrecognized key' }]),
    ).toEqual({ '(body)': 'Unrecognized key' });
  });

  it('no items, no errors', () => {
    expect(fieldErrors([])).toEqual({});
  });
});

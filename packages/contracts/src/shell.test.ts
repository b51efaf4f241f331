import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authUser } from './auth';
import { featureMap, inactivityConfig } from './features';
import { problemSchema } from './problems';
import { readProblem } from './problem-codes';
import { authUserReader, featureMapReader, inactivityConfigReader, type Reader } from './shell';

// The shell's zod-free readers accept exactly what the schemas accept, and read the same value.
const value = fc.anything({ withNullPrototype: false, withBoxedValues: false });
const nullableString = fc.option(fc.string(), { nil: null });

function agree<T>(reader: Reader<T>, schema: { safeParse(d: unknown): { success: boolean; data?: T } }) {
  return (data: unknown) => {
    const expected = schema.safeParse(data);
    let read: { ok: true; value: T } | { ok: false };
    try {
      read = { ok: true, value: reader.parse(data) };
    } catch {
      read = { ok: false };
    }
    expect(read.ok).toBe(expected.success);
    if (read.ok) expect(read.value).toStrictEqual(expected.data);
  };
}

describe('the shell readers agree with the schemas', () => {
  it('authUser', () => {
    const user = fc.record({
      token: fc.oneof(fc.string(), fc.integer()),
      username: fc.string(),
      firstName: nullableString,
      taxpayerId: fc.oneof(nullableString, fc.constant(undefined)),
      isBusinessUser: fc.oneof(fc.boolean(), fc.constant('true')),
    });
    const extra = fc
      .tuple(user, fc.dictionary(fc.string(), value, { maxKeys: 2 }))
      .map(([u, e]) => ({ ...e, ...u }));
    fc.assert(fc.property(fc.oneof(user, extra, value), agree(authUserReader, authUser)));
  });

  it('featureMap', () => {
    const map = fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.boolean(), value));
    fc.assert(fc.property(fc.oneof(map, value), agree(featureMapReader, featureMap)));
  });

  it('inactivityConfig', () => {
    const n = fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double(), fc.string());
    const config = fc.record({ warningTime: n, logoutTime: n, other: value }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(config, value), agree(inactivityConfigReader, inactivityConfig)));
  });

  it('problem bodies', () => {
    const opt = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, fc.constant(undefined), value);
    const problem = fc.record(
      {
        type: fc.oneof(fc.string(), value),
        title: fc.string(),
        status: fc.oneof(fc.integer(), fc.double()),
        detail: opt(fc.string()),
        instance: opt(fc.string()),
        errors: opt(fc.dictionary(fc.string(), fc.string())),
        supportEmail: opt(fc.string()),
        supportPhone: opt(fc.string()),
        reasons: opt(fc.array(fc.string())),
        retryAfterSeconds: opt(fc.integer()),
        extra: value,
      },
      { requiredKeys: ['title'] },
    );
    const read: Reader<ReturnType<typeof problemSchema.parse>> = {
      parse(d) {
        const p = readProblem(d);
        if (!p) throw new Error('not a problem');
        return p;
      },
    };
    fc.assert(fc.property(fc.oneof(problem, value), agree(read, problemSchema)));
  });
});

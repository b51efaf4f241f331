import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from a route's zod schemas: the zod schema is turned into JSON Schema
 * (its input side) and values are generated from that — mostly valid, so requests reach the
 * services, and mixed with wrong types, missing and unexpected fields, and odd text.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Text that has broken servers before: control and bidi characters, NUL, SQL and path syntax, huge. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e\u2066x',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'a'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  '9007199254740993',
  '2026-02-30',
  '__proto__',
  'constructor',
);

/** Any JSON value, including the odd ones. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  nastyText,
  fc.constantFrom(null, true, -1, 0, 2 ** 31, -(2 ** 53), 1.5, [], {}),
);

function fromPattern(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) return fromPattern(s.pattern);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000_000);
  const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer || hi - lo > 1e12) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.double({ min: lo, max: hi, noNaN: true });
}

/** A value for `schema`: valid by construction where the JSON Schema can say so. */
export function valueOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  const next = (s: JsonSchema) => valueOf(s, root, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = root.$defs?.[name];
    return target ? next(target) : anyJson;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map(next));
  if (schema.allOf?.length) return next(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
      return fc.array(schema.items ? next(schema.items) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(props)) record[key] = next(value);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    default:
      return anyJson;
  }
}

/** Mostly schema-shaped values, sometimes broken: a field of the wrong type, missing, or an extra key. */
export function inputOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, anyJson);
  const valid = valueOf(schema);
  const broken = fc.tuple(valid, fc.string({ maxLength: 12 }), anyJson).map(([value, key, junk]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return junk;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length > 0 && key.length % 2 === 0) copy[keys[key.length % keys.length]!] = junk;
    else if (keys.length > 0 && key.length % 3 === 0) delete copy[keys[0]!];
    else copy[key || 'extra'] = junk;
    return copy;
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: broken },
    { weight: 1, arbitrary: anyJson },
  );
}

/** The JSON Schema (input side) of a route's zod schema, or undefined when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

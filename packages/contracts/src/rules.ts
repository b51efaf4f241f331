import { z } from 'zod';
import { recordIdText } from './common';
import { field, invalid, msg, required, type FieldName } from './message-core';
import { FeatureName } from './shell';
import { staffReason } from './staff';

/**
 * Rules as data (issue 16 item 6, ADR 0039): the municipality table per tax year, the ORC 718.27
 * interest rate per calendar year, due-date overrides, the estimate schedules, feature flags and
 * the inactivity timings, changed by staff with a reason and a cited source. Rate-bearing changes
 * (municipality, interest rate) need a second person's approval; the others an administrator
 * applies directly. The compiled-in tables of the tax engine stay the baseline.
 */
export const rulesApi = {
  effective: '/api/staff/rules',
  changes: '/api/staff/rules/changes',
  approve: '/api/staff/rules/changes/:id/approve',
  refuse: '/api/staff/rules/changes/:id/refuse',
} as const;

export const RULE_KINDS = [
  'municipality',
  'interest-rate',
  'due-date-override',
  'estimate-schedule',
  'feature-flag',
  'inactivity',
] as const;
export const ruleKind = z.enum(RULE_KINDS);
export type RuleKind = z.infer<typeof ruleKind>;

/** The kinds a second member of staff must approve (they carry rates). */
export const RATE_BEARING_KINDS: readonly RuleKind[] = ['municipality', 'interest-rate'];

export const RULE_DECISIONS = ['approved', 'refused'] as const;
export type RuleDecision = (typeof RULE_DECISIONS)[number];

/** Basis points: 2.5 % = 250, 100 % = 10 000. */
const basisPoints = (label: FieldName) =>
  z
    .number({ error: required(label) })
    .int(msg('messages.wholeBasisPoints', { field: label }))
    .min(0, msg('messages.notNegative', { field: label }))
    .max(10_000, msg('messages.atMost100Percent', { field: label }));

const yearInvalid = invalid(field('year'));
const year = z.number().int(yearInvalid).min(2000, yearInvalid).max(2100, yearInvalid);
const text = (label: FieldName, max: number) =>
  z
    .string()
    .trim()
    .min(1, required(label))
    .max(max, msg('messages.textTooLong', { field: label }));

export const minimumAgeRule = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('age'), age: z.number().int().min(0).max(25) }),
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('age-or-earnings'),
    age: z.number().int().min(0).max(25),
    youngerFrom: z.number().int().min(0).max(25),
    earningsThreshold: z.number().int().min(0),
  }),
]);

/** One city's row of the table for a tax year, as the agency publishes it. */
export const municipalityValue = z
  .strictObject({
    name: text(field('name'), 80),
    formCode: z
      .string()
      .regex(/^\d{3}$/, msg('messages.formCode'))
      .nullable()
      .optional(),
    mandatoryFiling: z.boolean(),
    rate: basisPoints(field('rate')),
    creditFactor: basisPoints(field('creditFactor')),
    creditLimit: basisPoints(field('creditLimit')),
    minimumAge: minimumAgeRule,
    creditCap: z
      .strictObject({
        share: basisPoints(field('capShare')),
        ofRateAbove: basisPoints(field('capBase')).optional(),
      })
      .nullable()
      .optional(),
  })
  .refine((v) => v.creditLimit <= v.rate, {
    message: msg('messages.creditLimitAboveRate'),
    path: ['creditLimit'],
  });
export type MunicipalityValue = z.infer<typeof municipalityValue>;

const installment = z.strictObject({
  cumulative: basisPoints(field('share')),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  yearOffset: z.union([z.literal(0), z.literal(1)]),
});

export const estimateScheduleValue = z
  .strictObject({ installments: z.array(installment).min(1).max(12) })
  .refine((v) => v.installments.every((i, n) => i.cumulative > (v.installments[n - 1]?.cumulative ?? 0)), {
    message: msg('messages.sharesRise'),
    path: ['installments'],
  });

const citySlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, msg('messages.citySlug'))
  .max(60);

const common = { year, source: text(field('source'), 300), reason: staffReason };

/** A proposed change: its kind decides the key and the shape of the value. */
export const ruleChangeRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('municipality'), key: citySlug, value: municipalityValue, ...common }),
  z.strictObject({
    kind: z.literal('interest-rate'),
    key: z.literal('orc-718.27'),
    value: z.strictObject({ rate: basisPoints(field('rate')).min(1, required(field('rate'))) }),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('due-date-override'),
    key: z.literal('annual-return'),
    value: z.strictObject({ date: z.iso.date(invalid(field('date'))) }),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('estimate-schedule'),
    key: z.enum(['individual', 'business']),
    value: estimateScheduleValue,
    ...common,
  }),
  z.strictObject({
    kind: z.literal('feature-flag'),
    key: z.enum([FeatureName.EinManagement, FeatureName.PublicFaq]),
    value: z.strictObject({ enabled: z.boolean() }),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('inactivity'),
    key: z.literal('timings'),
    value: z
      .strictObject({
        warningTime: z.number().int().min(60_000).max(86_400_000),
        logoutTime: z.number().int().min(60_000).max(86_400_000),
      })
      .refine((v) => v.warningTime < v.logoutTime, {
        message: msg('messages.warningBeforeSignOut'),
        path: ['warningTime'],
      }),
    ...common,
  }),
]);
export type RuleChangeRequest = z.infer<typeof ruleChangeRequest>;

export const ruleChangeStatus = z.enum(['pending', 'approved', 'refused']);
export type RuleChangeStatus = z.infer<typeof ruleChangeStatus>;

export const ruleChange = z.object({
  id: z.number().int(),
  kind: ruleKind,
  key: z.string(),
  year: z.number().int(),
  value: z.record(z.string(), z.unknown()),
  source: z.string(),
  reason: z.string(),
  rateBearing: z.boolean(),
  status: ruleChangeStatus,
  /**
   * While pending: what is in force today for its rule and year, in the value's own shape, so the
   * approver sees old → new (issue 28 item 7); null when nothing is (a city not in that year's
   * table) or once decided.
   */
  inForce: z.record(z.string(), z.unknown()).nullable(),
  proposedBy: z.object({ id: z.number().int(), username: z.string() }),
  proposedAt: z.string(),
  decidedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type RuleChange = z.infer<typeof ruleChange>;

export const ruleChangeList = z.object({ changes: z.array(ruleChange) });
export type RuleChangeList = z.infer<typeof ruleChangeList>;

export const ruleChangesQuery = z.strictObject({ status: ruleChangeStatus.optional() });
export const ruleIdParams = z.strictObject({ id: recordIdText() });
export const ruleDecisionBody = z.strictObject({ reason: staffReason.optional() });
export const ruleRefusalBody = z.strictObject({ reason: staffReason });

/** A tax year; without one, the next (the calendar year after the server's today). */
export const effectiveRulesQuery = z.strictObject({
  year: z.coerce.number().int(yearInvalid).min(2000, yearInvalid).max(2100, yearInvalid).optional(),
});

const municipalityRow = z.object({
  code: z.string(),
  formCode: z.string().nullable(),
  name: z.string(),
  mandatoryFiling: z.boolean(),
  rate: z.number().int(),
  creditFactor: z.number().int(),
  creditLimit: z.number().int(),
  minimumAge: minimumAgeRule,
  creditCap: z.object({ share: z.number().int(), ofRateAbove: z.number().int().optional() }).nullable(),
  note: z.string().nullable(),
  /** The approved change that set this row, or null: the compiled-in table. */
  changeId: z.number().int().nullable(),
  /** The earlier tax year this row is carried forward from until the year's own row is approved. */
  carriedFrom: z.number().int().nullable(),
});
export type MunicipalityRow = z.infer<typeof municipalityRow>;

const schedule = z.object({ id: z.string(), label: z.string(), installments: z.array(installment) });

/** The rules in force for one tax year (interest: every calendar year with a rate). */
export const effectiveRules = z.object({
  year: z.number().int(),
  /** The years a console may show: those with a table, and those that may still change, to next year. */
  years: z.array(z.number().int()),
  /** The earliest tax year a municipality, due-date or schedule change may still be proposed for. */
  firstEditableYear: z.number().int(),
  table: z
    .object({ source: z.string(), provisional: z.boolean(), municipalities: z.array(municipalityRow) })
    .nullable(),
  /** The latest earlier year with a table, to start a new year's rows from (never applied by itself). */
  previousTableYear: z.number().int().nullable(),
  interestRates: z.array(
    z.object({
      year: z.number().int(),
      rate: z.number().int(),
      source: z.string(),
      changeId: z.number().int().nullable(),
    }),
  ),
  annualReturnDueDate: z.string(),
  estimateSchedules: z.object({ individual: schedule, business: schedule }),
  features: z.record(z.string(), z.boolean()),
  inactivity: z.object({ warningTime: z.number().int(), logoutTime: z.number().int() }),
});
export type EffectiveRules = z.infer<typeof effectiveRules>;

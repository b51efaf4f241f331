import { describe, expect, it } from 'vitest';
import {
  ContactPhonePurpose,
  ContactType,
  ExemptionReason,
  PaymentMethod,
  PaymentSessionState,
  RegistrationStatus,
  SPEC_PROBLEMS,
} from '@efile/contracts';
import { dashboardTiles } from '../features/dashboard/tiles';
import { ITEM_FIELDS, QUESTIONS, STEPS } from '../features/annual-return/interview';
import type { FiledFormTexts } from '../ui/filed-form';
import { catalogue } from './index';

/**
 * Keys built at run time (`t(`registration.status.${status}`)`, some cast to MessageKey) escape
 * the type check when the value comes from a wider type or a cast. Each is enumerated here from
 * the constant the page itself maps over, so a new value without a message fails this test.
 */
function message(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function expectMessages(keys: readonly string[]): void {
  expect(keys.length).toBeGreaterThan(0);
  const missing = keys.filter((key) => {
    const found = message(key);
    return typeof found !== 'string' || found.trim() === '';
  });
  expect(missing, 'keys without a message').toEqual([]);
}

const keys = <T>(values: readonly T[], key: (value: T) => string) => values.map(key);

/**
 * Every FiledFormTexts (a Record over the type: a new one fails the type check until it is here),
 * with the amount sentence its page passes (`amount.key`).
 */
const FILED_FORM_AMOUNT: Record<FiledFormTexts, 'dueNow' | 'total'> = {
  individualEstimate: 'dueNow',
  billingStatement: 'total',
  employersReturn: 'total',
  netProfitEstimate: 'dueNow',
};

describe('every dynamically built message key is in the catalogue', () => {
  it('registration statuses (status-notice)', () => {
    expectMessages(keys(RegistrationStatus, (status) => `registration.status.${status}`));
  });

  it('spec problem codes (problem-message)', () => {
    expectMessages(keys(SPEC_PROBLEMS, (code) => `problems.${code}`));
  });

  it('payment types (paid-view)', () => {
    expectMessages(keys(PaymentMethod, (method) => `payments.types.${method}`));
  });

  it('payment results (paid-view)', () => {
    expectMessages(keys(PaymentSessionState, (status) => `payments.statuses.${status}`));
  });

  it('exemption reasons (exemption page)', () => {
    expectMessages(keys(ExemptionReason, (reason) => `exemption.reasons.${reason}`));
  });

  it('contact types, phone purposes and e-mail addresses (contact page)', () => {
    expectMessages(keys(ContactType, (type) => `contact.types.${type}`));
    expectMessages(keys(ContactPhonePurpose, (purpose) => `contact.phones.${purpose}`));
    expectMessages(keys(['individual', 'netProfit', 'support'], (which) => `contact.emails.${which}`));
  });

  it('dashboard tiles and side menu, for every kind of user', () => {
    const tiles = [false, true].flatMap((business) =>
      [false, true].flatMap((einManagement) => dashboardTiles(business, einManagement)),
    );
    expectMessages(keys(tiles, (tile) => `tiles.${tile.id}.title`));
    expectMessages(keys(tiles, (tile) => `tiles.${tile.id}.text`));
  });

  it('annual return steps, questions, item kinds and item fields', () => {
    expectMessages(keys(STEPS, (step) => `annualReturn.steps.${step}`));
    expectMessages(keys(QUESTIONS, (question) => `annualReturn.questions.${question}`));
    const kinds = Object.keys(ITEM_FIELDS);
    for (const prefix of ['itemHeading', 'none', 'add']) {
      expectMessages(keys(kinds, (kind) => `annualReturn.${prefix}.${kind}`));
    }
    const fields = Object.values(ITEM_FIELDS).flat();
    expectMessages(keys(fields, (field) => `annualReturn.fields.${field.name}`));
  });

  it("employer's return filing frequencies", () => {
    expectMessages(keys(['monthly', 'quarterly'], (frequency) => `employersReturn.${frequency}`));
  });

  it('the texts of every form shown as filed (filed-form)', () => {
    for (const [texts, amount] of Object.entries(FILED_FORM_AMOUNT)) {
      expectMessages(
        keys(['filed', 'confirmation', amount, 'pay', 'toDashboard'], (key) => `${texts}.${key}`),
      );
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import {
  field,
  isPredicate,
  messageCatalogues,
  msg,
  parseMessage,
  placeholdersOf,
  renderFieldMessage,
  renderMessage,
} from './messages';
import { accountStatementQuery } from './account-statement';
import { exemptionSubmission } from './exemption';
import { paperReturnRequest } from './mailroom';
import { FORMS, formName } from './forms';
import { ContactType, contactTypeName } from './account';

const catalogue = en as unknown as Record<string, Record<string, string>>;
const textOf = (key: string) => catalogue[key.split('.')[0] as string]?.[key.split('.')[1] as string];

/** Every `msg('key', { … })` and `field('name')` in the contracts' source, with its parameters. */
function codesInSource(): { at: string; key: string; params: string[] | null }[] {
  const dir = import.meta.dirname;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) => {
      const sf = ts.createSourceFile(
        name,
        readFileSync(join(dir, name), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const found: { at: string; key: string; params: string[] | null }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const [first, second] = node.arguments;
          const at = `${name}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          if (node.expression.text === 'msg' && first && ts.isStringLiteral(first)) {
            const params =
              second && ts.isObjectLiteralExpression(second)
                ? second.properties.map((p) => (p.name as ts.Identifier).text).sort()
                : [];
            found.push({ at, key: first.text, params });
          }
          if (node.expression.text === 'field' && first && ts.isStringLiteral(first))
            found.push({ at, key: `fields.${first.text}`, params: null });
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
      return found;
    });
}

describe('the contracts’ messages are codes (issue 25 item 4)', () => {
  const codes = codesInSource();

  it('finds the codes the schemas use', () => {
    expect(codes.length).toBeGreaterThan(80);
  });

  it('every code is in locales/en.ts, with the placeholders its parameters fill', () => {
    const wrong = codes.filter(({ key, params }) => {
      const text = textOf(key);
      return text === undefined || (params !== null && placeholdersOf(text).join() !== params.join());
    });
    expect(wrong).toEqual([]);
  });

  it('field names have no placeholders; predicates are said after a name, so end without a stop', () => {
    expect(Object.values(en.fields).filter((name) => /[{}]/.test(name))).toEqual([]);
    expect(Object.values(en.predicates).filter((text) => /[.!?]$/.test(text))).toEqual([]);
  });

  it('every language’s field names have no placeholders, and its predicates end without a stop', () => {
    for (const [lang, words] of Object.entries(messageCatalogues)) {
      expect(
        Object.values(words.fields).filter((name) => /[{}]/.test(name)),
        lang,
      ).toEqual([]);
      expect(
        Object.values(words.predicates).filter((text) => /[.!?]$/.test(text)),
        lang,
      ).toEqual([]);
    }
  });

  it('every language has English’s keys and placeholders', () => {
    for (const [lang, words] of Object.entries(messageCatalogues)) {
      const shape = (c: Record<string, Record<string, string>>) =>
        Object.entries(c).flatMap(([n, texts]) =>
          Object.entries(texts).map(([k, text]) => `${n}.${k}(${placeholdersOf(text).join()})`),
        );
      expect(shape(words as never), lang).toEqual(shape(catalogue));
    }
  });
});

describe('rendering a code', () => {
  it('fills the parameters, a field’s name in words', () => {
    const code = msg('messages.tooLong', { field: field('firstName'), max: 40 });
    expect(code).toBe('messages.tooLong?field=fields.firstName&max=40');
    expect(renderMessage(code)).toBe('First name must be at most 40 characters.');
    expect(renderMessage(msg('messages.required', { field: 'Confirm Email' }))).toBe(
      'Confirm Email is required.',
    );
  });

  it('leaves words that are no code as they are', () => {
    for (const words of [
      'Invalid input: expected string, received undefined',
      'is invalid',
      'fields.nope',
      'A? b',
    ])
      expect(renderMessage(words)).toBe(words);
    expect(parseMessage('Why? Because.')).toBeUndefined();
  });

  it('puts a predicate after the field’s name, and leaves a sentence as it is', () => {
    expect(isPredicate(msg('predicates.invalid'))).toBe(true);
    expect(renderFieldMessage('Wages', msg('predicates.invalid'))).toBe('Wages is invalid.');
    expect(renderFieldMessage('Check number', msg('predicates.tooLong', { max: 30 }))).toBe(
      'Check number must be at most 30 characters.',
    );
    expect(renderMessage(msg('predicates.tooLong', { max: 30 }))).toBe('must be at most 30 characters');
    expect(renderFieldMessage('Email', msg('messages.emailsMismatch'))).toBe(
      'Please make sure the emails entered match.',
    );
  });

  it('renders in Spanish, a field’s name in Spanish too', () => {
    expect(renderMessage(msg('messages.tooLong', { field: field('firstName'), max: 40 }), 'es')).toBe(
      'El campo Nombre debe tener como máximo 40 caracteres.',
    );
    expect(renderMessage(msg('messages.required', { field: field('wages') }), 'es')).toBe(
      'El campo Salarios es obligatorio.',
    );
    expect(renderFieldMessage('Salarios', msg('predicates.invalid'), 'es')).toBe(
      'El campo Salarios no es válido.',
    );
    expect(renderFieldMessage('Número de cheque', msg('predicates.tooLong', { max: 30 }), 'es')).toBe(
      'El campo Número de cheque debe tener como máximo 30 caracteres.',
    );
    expect(renderMessage(msg('predicates.periodOfYear', { year: 2025 }), 'es')).toBe(
      'debe ser un período del año tributario 2025',
    );
    expect(renderMessage('Invalid input', 'es')).toBe('Invalid input');
  });

  it('renders the refinements’ messages as they read before codes', () => {
    const messages = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((i) => renderMessage(i.message));
    expect(messages(accountStatementQuery.safeParse({ from: '2025-02-01', to: '2025-01-01' }))).toEqual([
      'from must not be after to.',
    ]);
    expect(messages(accountStatementQuery.safeParse({ from: '1990-01-01', to: '2025-01-01' }))).toEqual([
      'A statement covers at most 20 years.',
    ]);
    expect(messages(exemptionSubmission.safeParse({ exemptionSelection: 'BusinessOrRentalSold' }))).toEqual([
      'You must enter the date the business was sold.',
    ]);
    const paper = { taxpayerId: '1', formType: 'employers-return', taxYear: 2025, receivedOn: '2025-03-01' };
    expect(messages(paperReturnRequest.safeParse({ ...paper, tax: { amountCents: 1, line: 'l' } }))).toEqual([
      'enter the period this return is for (like 2025-Q1 or 2025-M05)',
    ]);
    expect(
      messages(
        paperReturnRequest.safeParse({ ...paper, period: '2024-Q1', tax: { amountCents: 1, line: 'l' } }),
      ),
    ).toEqual(['must be a period of tax year 2025']);
  });
});

describe('the forms’ names and the Contact Us types in a language (issue 26)', () => {
  it('gives each registry form its English name, and a Spanish name with the English beside it', () => {
    for (const form of FORMS) {
      expect(formName(form.id)).toBe(form.name);
      expect(formName(form.id, 'es')).toContain(`(${form.name})`);
    }
    expect(formName('not-a-form', 'es')).toBe('not-a-form');
  });

  it('shows a Contact Us type in words, the English value beside the Spanish', () => {
    for (const type of ContactType) {
      expect(contactTypeName(type)).toBe(type);
      expect(contactTypeName(type, 'es')).toContain(`(${type})`);
    }
  });
});

/**
 * Issue 25 item 4 (ADR 0054): no user-facing English sentence in a server module outside the
 * catalogues (`apps/server/src/locales/<lang>/`). Words a taxpayer or member of staff reads — a
 * problem's detail, an e-mail, a PDF label — are looked up in a language's catalogue, so Spanish is
 * a matter of adding files.
 *
 * The heuristic, over every string literal and template (a `${…}` counts as one word):
 * - a sentence: starts with a capital letter, has at least three words, ends with . ! or ?;
 * - or a text under a key that is shown to a person (`detail`, `message`, `subject`, `title`,
 *   `heading`, `label`) with at least two words.
 *
 * Not scanned, each for a stated reason (keep this list narrow):
 * - `locales/`: the catalogues themselves;
 * - tests (`*.test.ts`): they assert the catalogue's texts;
 * - `db/migrations/`: SQL history, never rewritten;
 * - seed and demo data (`seed.ts`, `db/demo-passwords.ts`, `db/staff-seed.ts`): development records;
 * - command-line tools run by operators (`cli.ts`, `audit-cli.ts`, `modules/*\/…cli.ts`,
 *   `modules/*\/report-cli.ts`) and the start-up checks of `config.ts`: an operator's terminal;
 * - arguments of log calls (`….log.info(…)`, `logger.warn(…)`, …) and of `new Error(…)`: operators'
 *   logs, and errors that reach a person only as the generic "unexpected error";
 * - a literal on or just under a line with a `not-user-facing:` comment saying why (the OpenAPI
 *   document's title).
 *
 * The contracts (`packages/contracts/src`) are held to more: their words are zod messages, and a
 * message may be a predicate (`is invalid`) or a field's name (`Wages (box 1)`), so any literal of
 * two words or more is one, outside `locales/`. Not counted there: an array's elements (enum
 * values such as the Contact Us types, shown by `contactTypeName`), the forms' registry names
 * (`forms.ts` `name`: the English names staff use; a taxpayer reads `formName`, from `locales/`),
 * and `payment-protocol.ts` (the provider's own fail texts and formats, not the portal's words).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', 'src');
const CONTRACTS = join(import.meta.dirname, '..', '..', '..', 'packages', 'contracts', 'src');

const EXCLUDED: readonly RegExp[] = [
  /^locales\//,
  /\.test\.ts$/,
  /^db\/migrations\//,
  /^seed\.ts$/,
  /^db\/(demo-passwords|staff-seed)\.ts$/,
  /(^|\/)([a-z-]+-)?cli\.ts$/,
  /^config\.ts$/,
];

const SHOWN_KEYS = new Set(['detail', 'message', 'subject', 'title', 'heading', 'label']);
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The literal's words, a `${…}` standing for one word. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join('');
  }
  return null;
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;

export function isSentence(text: string): boolean {
  const t = text.trim();
  return /^[A-Z]/.test(t) && /[.!?]$/.test(t) && words(t) >= 3;
}

function shownKey(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  const name =
    (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
    (ts.isVariableDeclaration(parent) && parent.initializer === node)
      ? parent.name
      : null;
  return !!name && ts.isIdentifier(name) && SHOWN_KEYS.has(name.text);
}

/** Inside a log call or `new Error(…)`: for operators, not for the person on the other end. */
function forOperators(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isNewExpression(at) && ts.isIdentifier(at.expression) && /Error$/.test(at.expression.text)) {
      return at.expression.text !== 'ProblemError';
    }
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
      const method = at.expression.name.text;
      const target = at.expression.expression.getText();
      if (LOG_METHODS.has(method) && /(^|\.)(log|logger)$/.test(target)) return true;
    }
  }
  return false;
}

/** A literal that is a sentence, or a shown text (the server's rule). */
const serverRule = (text: string, node: ts.Node) => isSentence(text) || (shownKey(node) && words(text) >= 2);

/** Any literal of two words or more but an array's element or a form's registry name (the contracts' rule). */
const contractsRule = (text: string, node: ts.Node) =>
  words(text) >= 2 &&
  !ts.isArrayLiteralExpression(node.parent) &&
  !(
    ts.isPropertyAssignment(node.parent) &&
    node.parent.name.getText() === 'name' &&
    /^forms\.ts$/.test(node.getSourceFile().fileName)
  );

export function englishSentences(source: string, file = 'source.ts', rule = serverRule): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const lines = source.split('\n');
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    if (text !== null) {
      const hit = rule(text, node);
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const marked = lines.slice(Math.max(0, line - 2), line).some((l) => l.includes('not-user-facing:'));
      if (hit && !marked && !forOperators(node)) {
        found.push(`${file}:${line}: ${text.slice(0, 90)}`);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** What the rule finds in every file under `root` but those `excluded` names (relative paths). */
function leftIn(root: string, excluded: readonly RegExp[], rule = serverRule): string[] {
  return files(root).flatMap((path) => {
    const file = relative(root, path).replaceAll('\\', '/');
    if (excluded.some((re) => re.test(file))) return [];
    return englishSentences(readFileSync(path, 'utf8'), file, rule);
  });
}

describe('English sentences in server modules', () => {
  it('finds a sentence, a shown text, and leaves codes, keys and logs alone', () => {
    const sample = [
      "throw new ProblemError(404, ProblemCode.NotFound, { detail: 'This link is not valid.' });",
      "const x = { title: 'Exemption Certificate' };",
      'const y = `The overpayment is now ${a}, not ${b}.`;',
      "const code = 'link-not-valid'; const key = words('unsubscribeLinkInvalid');",
      "request.log.warn({ id }, 'The mail worker stopped.');",
      "throw new Error('The clock is not set.');",
    ].join('\n');
    expect(englishSentences(sample).map((s) => s.replace(/^[^:]+:\d+: /, ''))).toEqual([
      'This link is not valid.',
      'Exemption Certificate',
      'The overpayment is now X, not X.',
    ]);
  });

  it('none is left outside the catalogues', () => {
    expect(leftIn(ROOT, EXCLUDED)).toEqual([]);
  });
});

describe('English words in the contracts', () => {
  it('finds a message, a predicate and a field name, and leaves codes, enums and keys alone', () => {
    const sample = [
      "const a = z.string().min(1, 'Username is required.').regex(/x/, 'is invalid');",
      "const b = centsAmount('Wages (box 1)');",
      "const c = z.string().min(1, msg('messages.required', { field: field('username') }));",
      "export const ContactType = ['General Tax and Filing', 'Website'] as const;",
    ].join('\n');
    expect(
      englishSentences(sample, 'sample.ts', contractsRule).map((s) => s.replace(/^[^:]+:\d+: /, '')),
    ).toEqual(['Username is required.', 'is invalid', 'Wages (box 1)']);
  });

  it('none is left outside locales/', () => {
    expect(leftIn(CONTRACTS, [/^locales\//, /\.test\.ts$/, /^payment-protocol\.ts$/], contractsRule)).toEqual(
      [],
    );
  });
});

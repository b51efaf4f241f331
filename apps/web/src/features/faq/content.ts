import { paths } from '@efile/contracts';
import { data, t } from '../../i18n';
import { minimumAgeRule } from '../../lib/minimum-age';

/**
 * A paragraph of an answer, a bulleted list, or numbered steps. Text may hold links written
 * `[label](/path)` (app paths open in this tab; `mailto:` and `tel:` work too).
 */
export type FaqBlock = string | { list: readonly string[] } | { steps: readonly string[] };

export interface FaqQuestion {
  question: string;
  /** The answer as written in the catalogue. */
  answer: readonly FaqBlock[];
  /** An answer drawn by the page instead, from the tax year being filed (the server's clock). */
  dynamic?: 'minimumAge';
}

/** Spec §2 "FAQ": ten sections of five questions, linked as `#sec{N}-q{M}`. */
export interface FaqSection {
  title: string;
  questions: readonly [FaqQuestion, FaqQuestion, FaqQuestion, FaqQuestion, FaqQuestion];
}

/**
 * The FAQ in the chosen language (issue 25 item 4: the questions and answers are the `faq`
 * catalogue's `sections`, `features/faq/locales/<lang>.ts`; read when drawn, never at load).
 */
export const faqSections = (): readonly FaqSection[] => data<readonly FaqSection[]>('faq.sections');

/**
 * Spec §1 "minimum ages", by year (issue 12; issue 9 item 7): the rule of the tax year being
 * filed first, then the cities that had their own minimum age before 2024, named year by year.
 */
function minimumAgeAnswer(taxYear: number | undefined): readonly FaqBlock[] {
  const { rule, before, years } = minimumAgeRule(taxYear);
  return [rule, before, { list: years }, t('faq.minimumAgeUnsure', { contactUs: paths.contactUs })];
}

/** A question's answer for the tax year being filed (unknown yet: the general one). */
export const answerOf = (question: FaqQuestion, taxYear: number | undefined): readonly FaqBlock[] =>
  question.dynamic === 'minimumAge' ? minimumAgeAnswer(taxYear) : question.answer;

/** The fragment of section `n` (1-based) and of its question `m`. */
export const sectionId = (n: number) => `sec${n}`;
export const questionId = (n: number, m: number) => `sec${n}-q${m}`;

/** The section a fragment points into (`#sec3` or `#sec3-q2` → 3), or null. */
export function sectionOfHash(hash: string): number | null {
  const match = /^#?sec(\d+)(?:-q\d+)?$/.exec(hash);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= faqSections().length ? n : null;
}

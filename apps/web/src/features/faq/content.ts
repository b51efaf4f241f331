import { accountSections } from './content-account';
import { formSections } from './content-forms';
import { helpSections } from './content-help';

/**
 * A paragraph of an answer, a bulleted list, or numbered steps. Text may hold links written
 * `[label](/path)` (app paths open in this tab; `mailto:` and `tel:` work too).
 */
export type FaqBlock = string | { list: readonly string[] } | { steps: readonly string[] };

export interface FaqQuestion {
  question: string;
  /** The answer as printed when the tax year being filed is not known yet. */
  answer: readonly FaqBlock[];
  /** An answer that depends on the tax year being filed (the server's clock). */
  answerFor?: (taxYear: number | undefined) => readonly FaqBlock[];
}

/** Spec §2 "FAQ": ten sections of five questions, linked as `#sec{N}-q{M}`. */
export interface FaqSection {
  title: string;
  questions: readonly [FaqQuestion, FaqQuestion, FaqQuestion, FaqQuestion, FaqQuestion];
}

export const FAQ_SECTIONS: readonly FaqSection[] = [...accountSections, ...formSections, ...helpSections];

/** The fragment of section `n` (1-based) and of its question `m`. */
export const sectionId = (n: number) => `sec${n}`;
export const questionId = (n: number, m: number) => `sec${n}-q${m}`;

/** The section a fragment points into (`#sec3` or `#sec3-q2` → 3), or null. */
export function sectionOfHash(hash: string): number | null {
  const match = /^#?sec(\d+)(?:-q\d+)?$/.exec(hash);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= FAQ_SECTIONS.length ? n : null;
}

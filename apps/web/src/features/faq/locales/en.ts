import { accountSections } from './en/account';
import { formSections } from './en/forms';
import { helpSections } from './en/help';

/**
 * Messages of the FAQ (spec texts copied exactly), its questions and answers among them
 * (`sections`, written in `en/account.ts`, `en/forms.ts`, `en/help.ts`).
 */
export const faq = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers to common questions about eFile: signing in, registering, and filing and paying your city income tax forms online.',
  topics: 'Topics',
  corrections: 'Is an answer wrong or out of date? Please tell us on the {link} page so we can correct it.',
  correctionsLink: 'Contact Us',
  backToTopics: 'Back to topics',
  minimumAgeUnsure:
    'If you are not sure which rule applies to you, please [contact us]({contactUs}) before you file.',
  sections: [...accountSections, ...formSections, ...helpSections],
} as const;

declare module '../../../i18n/features' {
  interface FeatureTexts {
    faq: typeof faq;
  }
}

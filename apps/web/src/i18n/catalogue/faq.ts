/**
 * Messages of the faq screens (spec texts copied exactly). The questions and answers themselves
 * are in `features/faq/content-*.ts`.
 */
export const faq = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers to common questions about eFile: signing in, registering, and filing and paying your city income tax forms online.',
  topics: 'Topics',
  corrections: 'Is an answer wrong or out of date? Please tell us on the {link} page so we can correct it.',
  correctionsLink: 'Contact Us',
  backToTopics: 'Back to topics',
} as const;

declare module '../features' {
  interface FeatureTexts {
    faq: typeof faq;
  }
}

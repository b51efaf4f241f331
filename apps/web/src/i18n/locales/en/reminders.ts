import { formWords, type FormAbout } from '../../form-words';

const forms = formWords(
  import.meta.glob<FormAbout>('../../../features/*/about/en.ts', { eager: true, import: 'about' }),
);

/** Messages of the reminder e-mail pages (ADR 0042): the unsubscribe link's page and the settings. */
export const reminders = {
  /** What each kind of reminder is about, as the pages name it (its form folder's `about/en.ts`). */
  kinds: forms.reminderNames,
  /** A sentence about each kind: what the e-mail reminds of, and when. */
  hints: forms.reminderHints,
  /** /reminders/unsubscribe?token=… (public: the link in every reminder e-mail). */
  unsubscribe: {
    title: 'Reminder E-mails',
    loading: 'Checking your link…',
    ask: 'Stop e-mail reminders about: {kind}? Other reminders continue.',
    confirm: 'Unsubscribe',
    working: 'Saving…',
    stoppedHeading: 'Unsubscribed',
    stopped: 'You will get no more e-mail reminders about: {kind}. Other reminders continue.',
    resubscribe: 'Resubscribe',
    resubscribedHeading: 'Resubscribed',
    resubscribed: 'You will get e-mail reminders about: {kind} again.',
    invalidHeading: 'This link is not valid',
    invalid:
      'This unsubscribe link is not valid. Please use the link from your e-mail exactly as it was sent, or sign in and choose your reminder e-mails.',
    failedHeading: 'Something went wrong',
    failed: 'We could not save your choice. Please try again.',
    toSettings: 'Choose all your reminder e-mails',
  },
  /** /reminders/settings (signed in): a checkbox per kind that concerns whom the user files as. */
  settings: {
    link: 'Reminder e-mails',
    title: 'Reminder E-mails',
    intro:
      'eFile can e-mail you before due dates. Choose the reminders you want; the choice is yours alone and applies to every taxpayer you file for.',
    legend: 'Send me e-mail reminders about',
    save: 'Save',
    saving: 'Saving…',
    savedHeading: 'Saved',
    saved: 'Your reminder e-mail choices are saved.',
    loadFailed: 'We could not load your reminder e-mail choices. Please try again.',
    failedHeading: 'Something went wrong',
    failed: 'We could not save your choices. Please try again.',
    toAccount: 'Back to My Account',
  },
};

declare module '../../features' {
  interface FeatureTexts {
    reminders: typeof reminders;
  }
}

/** The console's frame: header, navigation, home, access (issue 16, ADR 0036). */
export const consoleTexts = {
  name: 'eFile — Agency console',
  titleSuffix: 'eFile Agency console',
  skipToMain: 'Skip to main content',
  loading: 'Loading…',
  navLabel: 'Console',
  signedInAs: '{name} ({role})',
  signOut: 'Sign out',
  signedOut: 'You have signed out of the agency console.',
  sessionEnded: 'Your console session has ended. Sign in again.',
  idle: {
    title: 'Your session is about to end',
    body: 'You have not used the console for a while. Stay signed in to keep working: what you typed stays on the page.',
    countdown: 'You will be signed out in {time}.',
    stay: 'Stay signed in',
    signOut: 'Sign out now',
  },
  roles: {
    clerk: 'Clerk',
    supervisor: 'Supervisor',
    administrator: 'Administrator',
    auditor: 'Auditor (read only)',
  },
  /** A numbered list's pages (issue 28 item 3). */
  pager: { previous: 'Previous page', next: 'Next page' },
  home: {
    title: 'Agency console',
    nav: 'Home',
    intro: 'Signed in as {name}, {role}.',
    available: 'What you can do',
    /** Issue 28 item 3: each queue's counts on the home page. */
    queues: {
      heading: 'Work waiting',
      caption: 'Work waiting in each queue',
      queue: 'Queue',
      open: 'To work',
      unassigned: 'Unassigned',
      mine: 'Mine',
      overdue: 'Past due',
      serviceLevel: 'Service level',
      businessDays: '{count} business days',
      notAssigned: 'Not assigned in this queue',
    },
  },
  denied: {
    title: 'Not available for your role',
    body: 'Your role cannot use this page. Ask an administrator if you need it.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no console page at this address.',
    home: 'Go to the console home page',
  },
  crash: {
    title: 'Something went wrong',
    body: 'This console page could not be shown because of an error. It has been reported; nothing was changed by it.',
    retry: 'Try again',
  },
  error: 'Something went wrong. Try again.',
  /** Why a member of staff looks at taxpayer data (ADR 0046): one rule, the contracts' isStaffReason. */
  reason: {
    label: 'Reason for looking',
    hint: 'Required, in words. It is kept in the audit trail with your name.',
    invalid: 'Give the reason in words (at least 3 letters).',
    show: 'Show',
    given: 'Reason given: {reason}.',
    change: 'Change the reason',
  },
  dismiss: 'Dismiss',
  /** A console form's error summary and its messages (the one form hook, issue 25 item 2). */
  form: {
    errorHeading: 'There is a problem',
    errorIntro: 'Correct the following to continue:',
    required: '{field} is required.',
  },
} as const;

/** Messages of the email screens (spec texts copied exactly). */
export const email = {
  /** /change-email (spec §2, §5, §8 "Change email"). */
  change: {
    title: 'Change Email',
    intro:
      'Enter your new email address twice. We send a confirmation link to the new address; your eFile account uses it once you open the link.',
    newEmail: 'New Email Address',
    confirmEmail: 'Confirm New Email Address',
    disabledHint: 'Enter the same valid email address in both fields to submit.',
    submit: 'Submit',
    submitting: 'Submitting...',
    sentHeading: 'Check your email',
    sent: 'We have sent a confirmation link to {email}. Your email address will change when you open the link. The link expires in 24 hours.',
    duplicateTitle: 'Duplicate Email Address',
    duplicate: 'This email address already exists in our records. Please try another.',
    failedTitle: 'Something went wrong',
    failed: 'We were unable to complete your change email request. Please try again.',
    close: 'Close',
    toDashboard: 'Return to the dashboard',
  },
  /** /confirm-email-change?token&email&id (spec §2, §3 "Confirm email change"). */
  confirmChange: {
    title: 'Confirm Your New Email Address',
    confirming: 'Confirming your new email address…',
    missingLink:
      'This link is missing its token, email address or account number. Please use the link from your email exactly as it was sent.',
    errorTitle: 'Error',
    unauthorized: 'We were unable to complete your email confirmation request.',
    expiredTitle: 'Link Expired',
    expired: 'The email confirmation link has expired. You may initiate a new request and try again.',
    duplicateTitle: 'Duplicate Email Address',
    duplicate: 'This email address already exists in our records. Please try another.',
    unknownTitle: 'Unknown Error',
    unknown:
      'An unexpected error occurred while confirming your new email address. Please try again or contact support if the issue persists.',
    changeAgain: 'Change your email address',
    toLogin: 'Go to Log in',
  },
  /** /confirm-email (spec §2: after an e-mail change or a legacy confirmation). */
  confirmed: {
    title: 'Email Confirmed',
    confirmed: 'Your email address has been confirmed.',
    legacy: 'Your new password is set. You can now log in.',
    change: 'Your eFile account now uses your new email address.',
    /** Opened directly, not after a confirmation: nothing was confirmed. */
    notConfirmedTitle: 'Confirm Your Email Address',
    notConfirmed:
      'To confirm your email address, open the link in the email we sent you. The link takes you to the page that confirms it.',
    toDashboard: 'Go to the dashboard',
    toLogin: 'Log in',
  },
} as const;

declare module '../../features' {
  interface FeatureTexts {
    email: typeof email;
  }
}

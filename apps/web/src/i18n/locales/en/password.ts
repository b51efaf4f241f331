/** Messages of the password screens (spec texts copied exactly). */
export const password = {
  /** The shared set-password form (spec §5 "Set password"). */
  form: {
    password: 'Password',
    confirmPassword: 'Confirm Password',
    passwordRequired: 'Password is required.',
    confirmRequired: 'Confirm Password is required.',
    tooLong: 'Password must be at most {max} characters. This one has {count}: shorten it.',
    hint: 'Use {min} to {max} characters (at most {max}: a longer one is refused, not shortened). A few everyday words are easy to remember and hard to guess.',
    show: 'Show password',
    /** A password the server refused, on the field as well as in the spec's modal. */
    refused: 'This password was not accepted: {reasons}',
    submit: 'Submit',
    submitting: 'Submitting...',
  },
  /** The modal for a refused link or password (spec §8 "Legacy confirm"; reused by the reset page). */
  errors: {
    invalidPasswordTitle: 'Invalid Password',
    invalidPasswordIntro: 'Your password could not be accepted:',
    close: 'Close',
    errorTitle: 'Error',
    linkExpiredTitle: 'Link Expired',
    unknownTitle: 'Unknown Error',
    unknownBody: 'An unknown error occurred. Please try again or contact support if the issue persists.',
  },
  /** /confirm-legacy-email (spec §2, §8). */
  legacy: {
    title: 'Confirm Your Email Address',
    intro:
      'We have changed how account sign in works. To confirm your email address and finish moving your account, please set a new password below.',
    mismatch: 'Passwords must match.',
    missingLink:
      'This link is missing its email address or confirmation token. Please use the link from your email exactly as it was sent.',
    badRequestTitle: 'Email Confirmation Error',
    badRequestBody:
      'There was an issue confirming your email address. Please use the link from your email and try again.',
    unauthorized: 'We were unable to complete your email confirmation request.',
    expired: 'The email confirmation link has expired. You may initiate a new request and try again.',
    returnToLogin: 'Return to Login',
  },
  /** /confirm-registration (spec §2, §4, §8 "Registration confirmation"). */
  registration: {
    title: 'Account Registration Confirmation',
    successTitle: 'Success',
    /** Issue 14 item 9: the heading stays the spec's "Success"; the window's title says of what. */
    successDocumentTitle: 'Success: your account is registered',
    failedTitle: 'Failed',
    alreadyRegisteredTitle: 'Your account has already been registered. Please login to continue.',
    alreadyConfirmed: 'Your email is already confirmed.',
    loading: 'Checking your email confirmation link…',
    intro: 'To complete registration please set your password below.',
    mismatch: 'The passwords you entered do not match.',
    missingEmail: 'Your email address was not provided.',
    missingToken:
      'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
    expired: 'The email confirmation link has expired. You may initiate a new request and try again.',
    statusFailed:
      'An unexpected error occurred while confirming your email address. You may resend the confirmation email.',
    success:
      'Your registration has been completed successfully. Please return to the home page to login to your eFile account.',
    /** ADR 0047: a person new to the agency confirmed the address; a member of staff still decides. */
    pendingReviewTitle: 'Your email address is confirmed',
    pendingReview:
      'Your password is set. The Central Collection Agency is reviewing your registration: we will email you when it is approved, and then you can sign in.',
    submitBadRequest: 'There was an issue confirming your email address. Please try again.',
    submitUnauthorized: 'We were unable to complete your email confirmation request.',
    submitUnknown:
      'An unknown error occurred while completing your registration. Please try again or contact support if the issue persists.',
    returnToLogin: 'Return to Login',
    resend: 'Resend Confirmation Email',
    resending: 'Sending...',
    resendSuccess: 'Confirmation email has been sent. Please check your inbox.',
    resendFailed: 'An error occurred resending your confirmation email.',
  },
  /** /auth/forgot-password (our design). */
  forgot: {
    title: 'Forgot Your Password?',
    intro:
      'Enter the email address of your eFile account, not your username. We will send it a link to reset your password, with your username in case you have forgotten it too.',
    email: 'Email Address',
    send: 'Send',
    sending: 'Sending...',
    sent: 'If an account uses this email address, we have sent it a link to reset your password. The link expires in 1 hour.',
    sentHeading: 'Check your email',
    failed: 'We could not send the reset link. Please try again.',
    returnToLogin: 'Return to Login',
  },
  /** /auth/reset-password (our design: the e-mailed link). */
  reset: {
    title: 'Reset Your Password',
    intro:
      'Choose a new password for your eFile account. When it is changed, you are signed out everywhere else.',
    mismatch: 'Passwords must match.',
    missingLink:
      'This link is missing its email address or reset token. Please use the link from your email exactly as it was sent.',
    success: 'Your password has been changed. Please log in with your new password.',
    badRequestTitle: 'Password Reset Error',
    badRequestBody:
      'There was an issue resetting your password. Please use the link from your email and try again.',
    unauthorized:
      'We were unable to complete your password reset request. The link may already have been used; you may request a new one.',
    expired: 'The password reset link has expired. You may request a new link and try again.',
    requestNew: 'Request a new link',
    toLogin: 'Go to Log in',
  },
  /** The two links the login page adds. */
  login: {
    forgot: 'Forgot your password?',
    register: 'Register for an eFile account',
  },
} as const;

declare module '../../features' {
  interface FeatureTexts {
    password: typeof password;
  }
}

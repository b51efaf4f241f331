/** Staff sign-in, second factor, enrolment and invitation pages (ADR 0034, 0036). */
export const authTexts = {
  signIn: {
    title: 'Sign in to the agency console',
    intro: 'For agency staff only. Every sign-in and every look at a taxpayer’s data is recorded.',
    username: 'Username',
    password: 'Password',
    submit: 'Continue',
    invalid: 'The username or password is not right, or the account is disabled.',
    tooMany: 'Too many attempts. Wait a few minutes and try again.',
  },
  totp: {
    title: 'Enter your authentication code',
    intro: 'Enter the six-digit code your authenticator app shows for the agency console.',
    code: 'Authentication code',
    hint: 'Six digits, no spaces.',
    submit: 'Sign in',
    useRecovery: 'Use a recovery code instead',
    useCode: 'Use a code from your authenticator app instead',
    recovery: 'Recovery code',
    recoveryHint: 'One of the ten codes you saved when you set up your account, for example ABCDE-12345.',
    invalid: 'That code was not accepted. Codes change every 30 seconds and each works once.',
    expired: 'Your sign-in took too long. Start again with your username and password.',
    startAgain: 'Start again',
  },
  enrol: {
    title: 'Set up your authenticator app',
    intro:
      'Your account needs a second factor. Add this account to an authenticator app (by the key below), then enter the code it shows.',
    secret: 'Key for manual entry',
    uri: 'Setup address (otpauth URI)',
    submit: 'Confirm and sign in',
  },
  recoveryCodes: {
    title: 'Save your recovery codes',
    intro:
      'Each of these codes signs you in once if you lose your authenticator app. They are shown only now: print them or keep them in a password manager.',
    saved: 'I have saved these',
  },
  invitation: {
    title: 'Accept your invitation',
    intro:
      'Choose a password for your agency console account. You will set up your authenticator app when you first sign in.',
    password: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol.',
    mismatch: 'The passwords do not match.',
    missingToken: 'This invitation link is incomplete. Open the link from your e-mail again.',
    submit: 'Set password',
    done: 'Your password is set. Sign in to continue.',
  },
} as const;

import { paths, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@efile/contracts';
import { AGENCY_CONTACT } from '../../../../lib/site';
import type { FaqSection } from '../../content';

const support = AGENCY_CONTACT.email.support;

/** FAQ sections 1–3: who may file and signing in, registering, passwords and e-mail. */
export const accountSections: readonly FaqSection[] = [
  {
    title: 'Logging in and who can use eFile',
    questions: [
      {
        question: 'Who can file online with eFile?',
        answer: [
          'Individual taxpayers and business users who are registered with the Central Collection Agency can use eFile. Representatives can file for the businesses they are linked to.',
          'You can file these forms online:',
          {
            list: [
              'Exemption Certificate',
              'Individual Annual Return',
              'Individual Estimate',
              "Employer's Return of Income Tax Withheld",
              'Net Profit Estimate',
              'Tax, Penalty, and Interest Billing Statement',
            ],
          },
          'To use eFile you need your taxpayer ID, an e-mail address and a printer. There is no fee to use eFile.',
        ],
      },
      {
        question: 'When must I file a paper return instead?',
        answer: [
          'eFile cannot handle every return. You must file a paper return if you have:',
          {
            list: [
              'Business income: self-employment or farm income (federal Schedule C or F)',
              'Rental income, or income from a partnership, S corporation, estate or trust (reported on a K-1)',
              'A 1099 with income earned in multiple cities',
              'City of residence tax withheld by your employer',
            ],
          },
          'The Individual Annual Return starts with a short eligibility questionnaire. If your answers show that you must file on paper, eFile tells you before you enter anything else.',
        ],
      },
      {
        question: 'How old must I be before I owe city income tax?',
        // Spec §1 "minimum ages", by the tax year being filed: drawn by the page (faq-answer.tsx).
        answer: [],
        dynamic: 'minimumAge',
      },
      {
        question: 'How do I log in?',
        answer: [
          {
            steps: [
              'Open eFile and read the Web Filing Agreement. Select “I Agree” to continue.',
              `On the [login page](${paths.login}), enter your username and password and select “Log in”.`,
              'You arrive at your Dashboard, which lists the forms you can file.',
            ],
          },
          'You agree to the Web Filing Agreement once on each computer; eFile remembers your answer. After several failed attempts, logging in is paused for a short time to protect your account. If you have forgotten your password, see “I forgot my password. How do I reset it?”',
        ],
      },
      {
        question: 'Why was I logged out?',
        answer: [
          'For your security, eFile logs you out when you have been inactive for a while. After about 15 minutes without using the mouse or keyboard, a message asks “Are you still there?”. Select “Continue” to stay logged in. If you do nothing, you are logged out after about 20 minutes, and anything you have not saved or filed is lost.',
          'You may also see “Your session has expired and you must login.” This means your session ended, for example because you logged out in another window. Log in again to continue.',
        ],
      },
    ],
  },
  {
    title: 'Registering for eFile',
    questions: [
      {
        question: 'Do I need to register before I can use eFile?',
        answer: [
          'Yes. You must be registered with the Central Collection Agency as a taxpayer, and you need an eFile account with a username and password.',
          `Your taxpayer ID is the account number the Central Collection Agency gave you. It appears on the letters, forms and billing statements we send you. It is not your Social Security number. If you have never filed with the Central Collection Agency, you can register as a new taxpayer on the [registration page](${paths.register}).`,
        ],
      },
      {
        question: 'How do I register for an eFile account?',
        answer: [
          {
            steps: [
              `Go to the [registration page](${paths.register}) and enter your taxpayer ID.`,
              'Follow the instructions for your account. To prove who you are, you enter details we already have on record, such as your federal ID (for a person, the Social Security number) and ZIP code. Then choose a username and enter your e-mail address.',
              'We send a confirmation e-mail with a link. Open the link within 72 hours.',
              `On the page the link opens, set your password (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters) and enter it again to confirm it.`,
              'Return to the login page and log in with your username and new password.',
            ],
          },
        ],
      },
      {
        question: 'How do I enter my federal ID (Social Security number or EIN)?',
        answer: [
          'A federal ID is 9 digits with no dashes or spaces. For a person it is the Social Security number (or ITIN); for a business it is the employer identification number (EIN). For example, enter 123-45-6789 as 123456789.',
          'eFile shows only the last four digits of a federal ID (a Social Security number or an EIN) on screen and on printed forms.',
        ],
      },
      {
        question: 'I did not receive the confirmation e-mail, or the link no longer works. What should I do?',
        answer: [
          'First check your junk or spam folder for a message from the Central Collection Agency.',
          'A confirmation link works for 72 hours and can be used only once. If you asked for more than one e-mail, only the newest link works.',
          'If the link has expired or does not work, the confirmation page offers a “Resend Confirmation Email” button. Select it and we send you a new link.',
        ],
      },
      {
        question: 'What are the rules for my password?',
        answer: [
          {
            list: [
              `It must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long. Any letters, numbers, spaces and symbols are allowed.`,
              'It must not be a common password, such as “password1” or “qwerty123”, and it must not be one character repeated or a simple sequence such as “12345678”.',
              'It must not contain your username or your e-mail address.',
            ],
          },
          'A longer phrase that only you would know makes a good password. If your password does not meet the rules, eFile lists what to change.',
        ],
      },
    ],
  },
  {
    title: 'Passwords and your e-mail address',
    questions: [
      {
        question: 'I forgot my password. How do I reset it?',
        answer: [
          {
            steps: [
              `On the [login page](${paths.login}), select “Forgot your password?”.`,
              'Enter the e-mail address of your eFile account. We send a reset link to that address.',
              'Open the link within 1 hour and choose a new password.',
              'Log in with your new password.',
            ],
          },
          'For your security, resetting your password logs you out of eFile everywhere else.',
        ],
      },
      {
        question: 'My password reset link does not work. What should I do?',
        answer: [
          'A reset link works for 1 hour and can be used only once. If you asked for more than one reset e-mail, only the newest link works.',
          'If the link has expired, go back to the login page, select “Forgot your password?” again and use the link in the new e-mail.',
        ],
      },
      {
        question: 'How do I change my e-mail address?',
        answer: [
          {
            steps: [
              `Log in and open [Change Email](${paths.changeEmail}) from your Dashboard.`,
              'Enter your New Email Address and enter it again in Confirm New Email Address. The two must match, and an address can be up to 50 characters long.',
              'We send a confirmation link to your new address. Open it within 24 hours to finish the change.',
            ],
          },
          'Until you open the link, your account keeps its current e-mail address.',
        ],
      },
      {
        question: 'Why does eFile say my e-mail address already exists?',
        answer: [
          'Each e-mail address can belong to only one eFile account. The message “This email address already exists in our records. Please try another.” means another account already uses that address. Use a different address, or contact us if you think this is a mistake. When you register, eFile does not say this on the page, so that nobody can find out which addresses have accounts: it sends the address an e-mail instead, with the account’s username and, for a new taxpayer, the new taxpayer ID.',
        ],
      },
      {
        question: 'What does it mean if my account is not active or not properly configured?',
        answer: [
          'If eFile says “Our records indicate that your account is not active at this time.” or “Our records indicate that your account is not properly configured at this time.”, we need to check your account before you can file.',
          `Please contact eFile technical support at [${support}](mailto:${support}) or call ${AGENCY_CONTACT.phone}.`,
        ],
      },
    ],
  },
];

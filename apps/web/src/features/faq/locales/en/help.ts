import { paths } from '@efile/contracts';
import { AGENCY_CONTACT, telHref } from '../../../../lib/site';
import type { FaqSection } from '../../content';

const { email, phone } = AGENCY_CONTACT;
const mail = (address: string) => `[${address}](mailto:${address})`;

/** FAQ sections 9–10: payments, and printing, joint filers and getting help. */
export const helpSections: readonly FaqSection[] = [
  {
    title: 'Payments, refunds and billing statements',
    questions: [
      {
        question: 'Which forms must I pay online?',
        answer: [
          'Individual Estimates, Net Profit Estimates and Tax, Penalty, and Interest Billing Statements are paid online when you file them.',
          'To pay a bill we sent you, open Tax, Penalty, and Interest Billing Statement from your Dashboard, enter the amounts from the bill, then file and pay.',
        ],
      },
      {
        question: 'How do I pay online?',
        answer: [
          {
            steps: [
              'After you file, eFile shows the payment page with the form type, the amount and the total.',
              'Select the pay button. You leave eFile for our secure payment provider.',
              'Pay by credit or debit card, or from a bank account.',
              'When the payment is complete, you return to eFile, which shows that the form is paid and lists the payment.',
            ],
          },
          'eFile never sees or stores your full card or bank account number.',
        ],
      },
      {
        question: 'Is there a fee to use eFile?',
        answer: ['No. There is no fee to use eFile to file your forms.'],
      },
      {
        question: 'Can I get a refund or claim an overpayment online?',
        answer: [
          'Yes. When your annual return shows an overpayment, you choose before filing: a refund (by direct deposit or by check), a credit to next year’s estimated tax, or part of each. A credit already on your account (a payment made twice, for example) can be claimed from My Account. The agency reviews each claim; My Account and an e-mail tell you each step, and “Where is my refund?” (/refund-status) answers without signing in.',
        ],
      },
      {
        question: 'Where can I see the estimates I have paid?',
        answer: [
          `Open [Estimates and Credits](${paths.estimatesAndCredits}) from your Dashboard. It lists, by year, the estimates you paid and any credit carried from the prior year.`,
          'Payments you made recently are not shown until they have been audited, so a new payment may take some time to appear.',
        ],
      },
    ],
  },
  {
    title: 'Printing, joint filers and getting help',
    questions: [
      {
        question: 'Do I need a printer?',
        answer: [
          'Yes. Print a copy of every form you file and keep it with your tax records. Forms have a Print button, and the filed form can be printed after you file. When you print, eFile leaves out its menus so that only the form is printed.',
        ],
      },
      {
        question: 'I file jointly with my spouse. Whose information do I use?',
        answer: [
          'Joint filers must use the primary taxpayer’s information: log in with the primary taxpayer’s account and taxpayer ID. The joint filer is shown on the return with the primary taxpayer.',
        ],
      },
      {
        question: 'How do I contact the Central Collection Agency?',
        answer: [
          `Use the [Contact Us](${paths.contactUs}) page to send us a question or comment. Choose “General Tax and Filing” for questions about your taxes and forms, or “Website” for problems using eFile. We reply by e-mail within 2 business days.`,
          `You can also call us at [${phone}](${telHref(phone)}) or write to ${AGENCY_CONTACT.addressLines.join(', ')}.`,
        ],
      },
      {
        question: 'Which e-mail address should I write to?',
        answer: [
          {
            list: [
              `Individual tax: ${mail(email.individual)}`,
              `Net profit and corporate tax: ${mail(email.netProfit)}`,
              `eFile technical support (signing in, registering, using the website): ${mail(email.support)}`,
            ],
          },
          'Do not send your full Social Security number or bank details by e-mail.',
        ],
      },
      {
        question: 'I found a mistake on this page. How do I report it?',
        answer: [
          `Thank you for telling us. Please send the section and question on the [Contact Us](${paths.contactUs}) page, choosing “Website” as the type, and we will correct it.`,
        ],
      },
    ],
  },
];

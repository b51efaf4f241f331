import { paths } from '@efile/contracts';
import type { FaqSection } from '../../content';

/** FAQ sections 4–8: each form's steps (spec §2 "FAQ"). */
export const formSections: readonly FaqSection[] = [
  {
    title: 'Exemption Certificate',
    questions: [
      {
        question: 'What is the Exemption Certificate, and who should file it?',
        answer: [
          'The Exemption Certificate tells us why you were not required to file a city income tax return for the tax year. You can file it if, for the whole tax year, one of these was true:',
          {
            list: [
              'You were retired.',
              'You were a member of the U.S. Armed Forces.',
              'You were under 18.',
              'You had no earned income.',
              'Your business closed or your rental property was sold before the tax year began.',
            ],
          },
          'The tax year is the year before the current one. Only individual taxpayers file this form.',
        ],
      },
      {
        question: 'How do I file an Exemption Certificate?',
        answer: [
          {
            steps: [
              'From your Dashboard, open Exemption Certificate.',
              'Check that your name, federal ID (your Social Security number) and address are correct.',
              'Tick exactly one of the five reasons. If your business closed or your rental property was sold, also enter the date it was sold.',
              'Tick the verification box to confirm that the chosen option is correct.',
              'Select File. A reminder asks you to print: choose “I want to print - Return to Form” to go back and select Print, or “I’m finished - Proceed to Next Step” to file.',
              'Print the confirmation for your records, then close the form and return to your Dashboard.',
            ],
          },
        ],
      },
      {
        question: 'Can I choose more than one reason?',
        answer: [
          'No. Tick exactly one reason: the one that best describes the whole tax year. If you do not choose a reason, eFile shows “You must choose a reason you are filing this form.”, and if you do not tick the verification box it shows “You must confirm the chosen option is correct.”',
        ],
      },
      {
        question: 'Why can’t I file an Exemption Certificate?',
        answer: [
          'You can file one Exemption Certificate for a tax year, and only if you have not filed other tax forms for that year. eFile tells you which applies:',
          {
            list: [
              'You cannot file an exemption certificate because you have already filed one for this tax year.',
              'You cannot file an exemption certificate because you have already filed tax forms for this tax year.',
            ],
          },
          `If you believe this is a mistake, please [contact us](${paths.contactUs}).`,
        ],
      },
      {
        question: 'Do I need to file an Exemption Certificate every year?',
        answer: [
          'Yes. A certificate covers one tax year. If you are still not required to file a return next year, file a new Exemption Certificate then. If you start earning taxable income, file a return instead.',
        ],
      },
    ],
  },
  {
    title: 'Individual Annual Return',
    questions: [
      {
        question: 'Can I file my annual city tax return online?',
        answer: [
          'Yes, if your income is reported on W-2 and 1099 forms and none of the paper-return cases apply to you (see “When must I file a paper return instead?”). Joint filers must use the primary taxpayer’s information.',
        ],
      },
      {
        question: 'How do I file the Individual Annual Return?',
        answer: [
          {
            steps: [
              'From your Dashboard, select Start on Individual Annual Return.',
              'Answer the eligibility questionnaire. If your answers show that you must file on paper, eFile tells you why.',
              'Enter each W-2 and 1099 you received for the tax year.',
              'Review the summary of your forms. Select Next to continue, or Cancel to stop.',
              'Review the city tax form. eFile calculates the tax for your cities from the forms you entered.',
              'Tick the agreement checkbox. It takes the place of your signature.',
              'Select File. Use Back if you need to return to an earlier step to make changes.',
              'Print a copy of the filed return for your records.',
            ],
          },
        ],
      },
      {
        question: 'What is the eligibility questionnaire?',
        answer: [
          'It is a short set of yes-or-no questions at the start of the annual return. They check whether your return can be filed online, for example whether you had business, rental or K-1 income (from a partnership, S corporation, estate or trust), or income on a 1099 earned in more than one city. If any answer means the return must be filed on paper, eFile lists the reasons.',
        ],
      },
      {
        question: 'How do I enter my W-2 and 1099 forms?',
        answer: [
          'Enter one W-2 for each W-2 you received, copying the amounts from the boxes on the form: your wages, your local wages, the local tax withheld and the city it was withheld for. For each 1099, enter the income, the city where you earned it and any city tax you paid on it.',
          'Amounts are in dollars and cents, with no negative numbers. You can change or remove a form from the summary before you file.',
        ],
      },
      {
        question: 'Why must I tick the agreement checkbox?',
        answer: [
          'The agreement checkbox is in lieu of your signature: by ticking it you declare that the return is true, correct and complete. eFile cannot file the city tax form until it is ticked.',
        ],
      },
    ],
  },
  {
    title: 'Individual Estimate',
    questions: [
      {
        question: 'Who should file an Individual Estimate?',
        answer: [
          'File an estimate if you expect to owe city income tax for the year that will not be withheld from your pay, for example when an employer does not withhold tax for your city, or when you have 1099 income. You declare the tax you expect to owe and pay it by quarter.',
        ],
      },
      {
        question: 'How do I file an Individual Estimate?',
        answer: [
          {
            steps: [
              'From your Dashboard, open Individual Estimate.',
              'Enter each income you expect for the year, with a short description and the city where you will earn it. Say whether an employer withholds that city’s tax.',
              'Review the calculation: your estimated tax, its employment-city and residence-city allocations, and the payment due each quarter.',
              'Tick the agreement checkbox and select File.',
              'Pay the amount due now online, and print a copy for your records.',
            ],
          },
        ],
      },
      {
        question: 'What are the employment-city and residence-city allocations?',
        answer: [
          'The employment-city allocation is the part of the tax on the income you earn in the city where you work. The residence-city allocation is the part of the tax your home city charges on the same income, after the credit it gives for tax paid to the city where you work.',
          'eFile works out both from the incomes and cities you enter, using each city’s rates.',
        ],
      },
      {
        question: 'When are the quarterly payments due?',
        answer: [
          'Estimated tax is paid by quarter. eFile shows each quarter’s due date and amount. When you file, the amount due now includes every quarter that is already due, so filing late in the year means a larger first payment.',
        ],
      },
      {
        question: 'Can I file more than one Individual Estimate for a year?',
        answer: [
          `You can file one Individual Estimate for each tax year. If your income changes a lot during the year, please [contact us](${paths.contactUs}).`,
        ],
      },
    ],
  },
  {
    title: 'Employer’s Return of Income Tax Withheld',
    questions: [
      {
        question: 'Who files the Employer’s Return of Income Tax Withheld?',
        answer: [
          'Employers file it to report and pay the city income tax they withheld from their employees’ wages. It is filed by business users for a business linked to their eFile account.',
        ],
      },
      {
        question: 'How do I file an Employer’s Return?',
        answer: [
          {
            steps: [
              'From your Dashboard, open Employer’s Return of Income Tax Withheld. If you file for more than one business, first choose the business in Current Taxpayer.',
              'Choose the filing period: Monthly or Quarterly, and the month or quarter.',
              'Add each city you withheld tax for, with the wages and the tax withheld for that city.',
              'Enter any adjustments, each with an explanation.',
              'Review the total due, tick the agreement checkbox and select File.',
              'Pay online, and print a copy for your records.',
            ],
          },
        ],
      },
      {
        question: 'Should I file monthly or quarterly?',
        answer: [
          `Use the filing frequency the Central Collection Agency set for your business. If you do not know it, please [contact us](${paths.contactUs}) before you file.`,
        ],
      },
      {
        question: 'What are adjustments, and why do I need an explanation?',
        answer: [
          'An adjustment corrects the amount due, for example when too much or too little tax was withheld or reported in an earlier period. Every adjustment needs a short explanation so that we can match it to your records; the return cannot be filed without it.',
        ],
      },
      {
        question: 'I file for more than one business. How do I switch between them?',
        answer: [
          'Link each business to your account on Manage Business Accounts: search by EIN (9 digits; a hyphen as in 12-3456789 is fine) and business name (without “Inc”, “LLC” or “Co” if you like), then select Add. Then choose the business you are filing for in the Current Taxpayer list at the top of the page and select Switch. Each form you file is for the business shown there.',
          'If a business cannot be found, complete business registration first.',
        ],
      },
    ],
  },
  {
    title: 'Net Profit Estimate',
    questions: [
      {
        question: 'Who files a Net Profit Estimate?',
        answer: [
          'Businesses that expect to owe city tax on their net profit for the year declare the estimated tax and pay it by quarter. Business users file it for the business chosen in Current Taxpayer.',
        ],
      },
      {
        question: 'How do I file a Net Profit Estimate?',
        answer: [
          {
            steps: [
              'Choose the business in Current Taxpayer, then open Net Profit Estimate from your Dashboard.',
              'Enter the net profit you expect for the year.',
              'Review the estimated tax and the amount due each quarter.',
              'Tick the agreement checkbox and select File.',
              'Pay the amount due now online, and print a copy for your records.',
            ],
          },
        ],
      },
      {
        question: 'How are the quarterly payments worked out?',
        answer: [
          'The estimated tax for the year is split into quarterly payments. When you file, the amount due now includes every quarter that is already due.',
        ],
      },
      {
        question: 'Can I file my business’s annual net profit return online?',
        answer: [
          'No. eFile accepts the Net Profit Estimate, but a business’s annual return, and any business income reported on Schedules C or F (self-employment or farm income), must be filed on paper.',
        ],
      },
      {
        question: 'The Net Profit Estimate is not on my Dashboard. Why?',
        answer: [
          'The Net Profit Estimate and the Employer’s Return are shown only to business users. If you have a business account, check that a business is linked on Manage Business Accounts and chosen in Current Taxpayer.',
        ],
      },
    ],
  },
];

/** Messages of the contact screens (spec texts copied exactly). */
export const contact = {
  title: 'Contact Us',
  intro: 'Send us a question or comment about your city income tax or about eFile. We answer by email.',
  responseTime: 'Please allow up to 2 business days for a reply.',
  formHeading: 'Send us a message',
  allRequired: 'All fields are required.',
  type: 'Type',
  types: {
    'General Tax and Filing': 'Questions about your city income tax, your forms or your payments.',
    Website: 'Problems using the eFile website, such as signing in or registering.',
  },
  name: 'Name',
  phoneNumber: 'Phone Number',
  emailAddress: 'Email Address',
  message: 'Message',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Email sent.',
  failed: 'Unable to submit question/comment. Please try again.',
  otherWays: 'Other ways to reach us',
  addressHeading: 'Mailing address',
  phonesHeading: 'Phone and fax',
  /** What each of the agency's phone lines is for (spec §1). */
  phones: {
    individual: 'Individual income tax',
    business: 'Business, withholding and net profit tax',
    general: 'General questions and eFile support',
  },
  fax: 'Fax',
  emailHeading: 'Email',
  emails: {
    individual: 'Individual tax',
    netProfit: 'Net profit and corporate tax',
    support: 'eFile technical support',
  },
} as const;

declare module '../../features' {
  interface FeatureTexts {
    contact: typeof contact;
  }
}

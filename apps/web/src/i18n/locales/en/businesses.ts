/** Messages of linked business accounts: Manage Business Accounts and the Current Taxpayer selector. */
export const businesses = {
  title: 'Manage Business Accounts',
  intro:
    'Link the businesses you file for. Find a business by its EIN and its name as the agency has it on file, then add it: we send a code to the business’s e-mail address on file to prove it is yours. The businesses you link appear in the Current Taxpayer list at the top of the page.',
  /** Spec §2: the warning 'No Taxpayers for User' with a link to business registration. */
  noTaxpayerHeading: 'No Taxpayers for User',
  noTaxpayerBefore: 'Your account does not file for a business yet. Find your business below and add it, or ',
  noTaxpayerLink: 'register your business',
  noTaxpayerAfter: ' if the agency does not have it on file.',
  /** Spec §2: the 'Linked Businesses' table. */
  linkedHeading: 'Linked Businesses',
  /** Spec §2: a count text for none, 1 or N businesses linked. */
  countNone: 'You have no businesses linked to your account.',
  countOne: 'You have 1 business linked to your account.',
  countMany: 'You have {count} businesses linked to your account.',
  ein: 'EIN',
  businessName: 'Business Name',
  alternateName: 'Alternate Name',
  actions: 'Actions',
  noAlternate: '--',
  searchHeading: 'Find a business',
  einHint: '9 digits, with or without the hyphen, for example 12-3456789',
  search: 'Search',
  searching: 'Searching…',
  resultsCaption: 'Businesses found',
  /** Spec §2, exact. */
  notFound: 'This business could not be found. If this information is correct please complete registration.',
  completeRegistration: 'Complete business registration',
  add: 'Add',
  addLabel: 'Add {name}',
  removed: '{name} was removed from your account.',
  linked: 'Linked',
  linkedLabel: 'Linked: {name}',
  requested: 'Send a new code',
  requestedLabel: 'Send a new code to {name}',
  /** Spec §2: Delete per row, and the 'Confirm Delete Link' dialog with Yes/No. */
  delete: 'Delete',
  deleteLabel: 'Delete {name}',
  confirmDeleteHeading: 'Confirm Delete Link',
  confirmDeleteText:
    'Delete the link between your account and {name}? You will no longer file for this business or see its forms. To link it again you will need a new code.',
  yes: 'Yes',
  no: 'No',
  unexpected: 'An unexpected error occurred. Please try again.',
  selector: 'Current Taxpayer',
  option: '{ein} - {name}',
  /** Issue 14 item 8: choosing in the list only picks; this button switches. */
  switch: 'Switch',
  switching: 'Switching…',
  switched: 'You are now filing for {name}.',
  /** Issue 14 item 8: under every page heading of a business user (the EIN masked but its last 4). */
  filingFor: 'Filing for: {name}, EIN {ein}',
  /** Spec §8 business switch failure, exact. */
  switchFailed:
    'An error occurred while changing taxpayers: {detail} Please try again or contact support if the issue persists.',
  switchUnexpected:
    'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
  /** ADR 0017: link requests. */
  requests: {
    heading: 'Requests waiting',
    caption: 'Your requests to link a business',
    sentCode:
      'We sent a code to the e-mail address {name} has on file with the agency. Enter it under Requests waiting to finish linking.',
    needsAgency:
      '{name} has no e-mail address on file, so the Central Collection Agency must approve your request. Contact the agency to complete it.',
    needsApproval:
      'Your request for {name} is waiting for a person who already files for it, or the agency, to approve it.',
    linked: '{name} was added to your account.',
    awaiting: 'Status',
    awaitingCode: 'Enter the code sent to the business’s e-mail address on file.',
    awaitingApproval: 'Waiting for approval by a person who files for this business, or by the agency.',
    awaitingAgency: 'Waiting for the Central Collection Agency: the business has no e-mail address on file.',
    code: 'Code for {name}',
    codeHint: 'For example ABCDE-12345',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    withdraw: 'Withdraw',
    withdrawLabel: 'Withdraw the request for {name}',
    withdrawn: 'Your request for {name} was withdrawn.',
    decideHeading: 'Requests to approve',
    decideCaption: 'Requests by other users to file for your businesses',
    decideIntro:
      'These users asked to file for a business you file for. Approve only people you know act for the business. Until approved they cannot file for it or see its forms.',
    business: 'Business',
    requestedBy: 'Requested by',
    requestedOn: 'Requested on',
    history: 'Let {username} see forms filed before today',
    approve: 'Approve',
    approveLabel: 'Approve {username} for {name}',
    deny: 'Deny',
    denyLabel: 'Deny {username} for {name}',
    approved: '{username} may now file for {name}.',
    denied: 'The request by {username} for {name} was denied.',
  },
};

declare module '../../features' {
  interface FeatureTexts {
    businesses: typeof businesses;
  }
}

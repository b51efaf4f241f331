/**
 * The e-mails' words, in English: every message the portal sends, as a subject, paragraphs (a
 * paragraph is text, or a link shown as its own line in the text part) and a footer. Each entry is a
 * function of its parameters, since a message's paragraphs depend on them; a language's catalogue
 * gives the same entries with the same parameters. The mail module lays them out (text and HTML,
 * values escaped in HTML).
 */

/** A paragraph: plain text, or a link shown as its own line in the text part. */
export type MailBlock = string | { link: string; label: string };

export interface MailWords {
  subject: string;
  blocks: readonly MailBlock[];
  footer: string;
}

/** The footer of the messages the portal sends on its own: nobody reads replies to them. */
const AUTOMATED_FOOTER = 'Central Collection Agency · eFile. Please do not reply to this automated message.';

/** A message in words: the layout (plain text and HTML) is the mail module's. */
const message = (subject: string, blocks: readonly MailBlock[], footer = AUTOMATED_FOOTER): MailWords => ({
  subject,
  blocks,
  footer,
});

const greeting = (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,');

/**
 * A reminder (ADR 0033, ADR 0042): what is due, where to act on it, and how to stop this kind of
 * reminder (`topic`) while the others continue.
 */
const reminder = (
  subject: string,
  p: { name: string | null; link: string; unsubscribe: string },
  what: { due: string; online: string; already: string; topic: string; action?: string },
) =>
  message(subject, [
    greeting(p.name),
    what.due,
    what.online,
    { link: p.link, label: what.action ?? 'Sign in to eFile' },
    `If you have already ${what.already}, thank you: you can ignore this reminder.`,
    `To stop reminders about ${what.topic} (other reminders continue):`,
    { link: p.unsubscribe, label: 'Unsubscribe from these reminders' },
  ]);

export const mail = {
  registration: (p: { name: string | null; link: string; hours: number }) =>
    message('Confirm your eFile registration', [
      greeting(p.name),
      'Thank you for registering for eFile, the online filing service of the Central Collection Agency.',
      'To complete registration, confirm your email address and set your password:',
      { link: p.link, label: 'Complete my registration' },
      `This link expires in ${p.hours} hours and can be used once. If you did not register, you can ignore this email.`,
    ]),
  legacy: (p: { name: string | null; link: string; hours: number }) =>
    message('Confirm your email address for eFile', [
      greeting(p.name),
      'We have changed how account sign in works. Confirm your email address and set a new password to keep using eFile:',
      { link: p.link, label: 'Confirm my email address' },
      `This link expires in ${p.hours} hours and can be used once.`,
    ]),
  /** Issue 16: an administrator invited a member of the agency's staff (ADR 0034). */
  staffInvitation: (p: { username: string; role: string; link: string; hours: number }) =>
    message('You are invited to the eFile staff console', [
      'Hello,',
      `An administrator of the Central Collection Agency created the eFile staff account ${p.username} (${p.role}) for you. To set its password, open this link:`,
      { link: p.link, label: 'Set my staff password' },
      `This link expires in ${p.hours} hours and can be used once. At your first sign-in you will set up an authenticator app for the second step.`,
      'If you did not expect this invitation, tell the agency at once and do not open the link.',
    ]),
  /** Issue 23 (ADR 0047): a staff account's second-factor codes are being guessed — its password is known. */
  staffCodesGuessed: (p: { username: string; failures: number; minutes: number; at: string }) =>
    message(`eFile staff console: codes are being guessed for ${p.username}`, [
      'Hello,',
      `At ${p.at}, ${p.failures} wrong authenticator codes were entered for the staff account ${p.username} within ${p.minutes} minutes, after its right password. The second step of that account is locked for ${p.minutes} minutes, from every address.`,
      'Whoever entered them knows the password. Unless the member of staff says it was them, disable the account in the staff console and invite them again, and look at the staff audit trail for the addresses.',
    ]),
  /** Issue 23 item 8 (ADR 0048): the audit chains' heads, for an auditor to keep outside the database. */
  auditAnchor: (p: { at: string; lines: string[] }) =>
    message(`eFile audit trail anchor ${p.at}`, [
      'Hello,',
      `These are the heads of the eFile audit trail's chains at ${p.at}. Keep this message: \`npm run audit:verify -- --anchors <file>\` checks the trail against the lines below saved to a file, one per line.`,
      ...p.lines,
      'If messages like this stop arriving, or a verification reports BROKEN, tell the agency’s security officer.',
    ]),
  reset: (p: { name: string | null; username?: string; link: string; hours: number }) =>
    message('Reset your eFile password', [
      greeting(p.name),
      'We received a request to reset the password of your eFile account. To choose a new password, open this link:',
      { link: p.link, label: 'Reset my password' },
      `This link expires in ${p.hours} hour${p.hours === 1 ? '' : 's'} and can be used once. If you did not ask to reset your password, you can ignore this email: your password has not changed.`,
      // Mails queued before the username was added have none.
      ...(p.username ? [`Your username is ${p.username}.`] : []),
    ]),
  passwordChanged: (p: { name: string | null }) =>
    message('Your eFile password was changed', [
      greeting(p.name),
      'The password of your eFile account was just changed, and every other session was signed out.',
      'If you did not make this change, contact the Central Collection Agency at once.',
    ]),
  emailChange: (p: { name: string | null; link: string; hours: number }) =>
    message('Confirm your new eFile email address', [
      greeting(p.name),
      'You asked to use this address for your eFile account. To confirm the change, open this link:',
      { link: p.link, label: 'Confirm my new email address' },
      `This link expires in ${p.hours} hours and can be used once. Until then your account keeps its current address.`,
    ]),
  emailChanged: (p: { name: string | null; newEmail: string }) =>
    message('Your eFile email address was changed', [
      greeting(p.name),
      `The email address of your eFile account was changed to ${p.newEmail}. We will send messages about your account there from now on.`,
      'If you did not make this change, contact the Central Collection Agency at once.',
    ]),
  /** Someone registered with an address that already has an account (the caller is not told). */
  registrationExists: (p: { name: string | null; username: string; signIn: string; forgot: string }) =>
    message('Someone tried to register for eFile with your email address', [
      greeting(p.name),
      'Someone, perhaps you, just tried to register a new eFile account with this email address. It already belongs to your account, so no new account was created.',
      `Your username is ${p.username}. To sign in, open this link:`,
      { link: p.signIn, label: 'Sign in to eFile' },
      'If you have forgotten your password, you can reset it here:',
      { link: p.forgot, label: 'Reset my password' },
      'If you did not try to register, you can ignore this email: nothing about your account has changed.',
    ]),
  /** A new taxpayer registered with an address that already has an account (ADR 0015). */
  registrationExistsNewTaxpayer: (p: {
    name: string | null;
    username: string;
    signIn: string;
    forgot: string;
    taxpayerId: string;
    phone: string;
  }) =>
    message('Someone registered a new taxpayer for eFile with your email address', [
      greeting(p.name),
      `Someone, perhaps you, just registered as a new taxpayer with this email address. The Central Collection Agency gave that taxpayer the ID ${p.taxpayerId}. The address already belongs to your eFile account, so no new account was created.`,
      `If you registered for someone else who shares this address, the Central Collection Agency can open an account for taxpayer ID ${p.taxpayerId} under another email address: call ${p.phone} or write to us from the Contact Us page.`,
      `Your own username is ${p.username}. To sign in, open this link:`,
      { link: p.signIn, label: 'Sign in to eFile' },
      'If you have forgotten your password, you can reset it here:',
      { link: p.forgot, label: 'Reset my password' },
      'If nobody you know registered, you can ignore this email: nothing about your account has changed.',
    ]),
  /** ADR 0017: the proof of a link request, to the business's e-mail on file. */
  einLinkCode: (p: { business: string; username: string; code: string; days: number }) =>
    message(`Your eFile code to link ${p.business}`, [
      'Hello,',
      `The eFile user ${p.username} asked to file for ${p.business}. This address is the business's email on file with the Central Collection Agency, so we sent the code here.`,
      `If this request is yours or your business's, give this code to that user to enter on Manage Business Accounts: ${p.code}`,
      `The code expires in ${p.days} days. If nobody at your business asked to file online for it, ignore this email and contact the Central Collection Agency.`,
    ]),
  /** ADR 0017: to each user already linked to the business, when someone asks to be linked. */
  einLinkRequested: (p: { name: string | null; business: string; username: string }) =>
    message(`A request to file for ${p.business} on eFile`, [
      greeting(p.name),
      `The eFile user ${p.username} asked to be linked to ${p.business}, which your account files for.`,
      'They cannot file for it, or see its forms, until you or the Central Collection Agency approve. Approve or deny the request on Manage Business Accounts.',
      'If you do not know this user, deny the request and contact the Central Collection Agency.',
    ]),
  /** ADR 0017: to each user already linked to the business, when a new link is made. */
  einLinked: (p: { name: string | null; business: string; username: string }) =>
    message(`${p.username} now files for ${p.business} on eFile`, [
      greeting(p.name),
      `The eFile user ${p.username} is now linked to ${p.business} and can file its forms.`,
      'If you do not know this user, contact the Central Collection Agency at once.',
    ]),
  /** ADR 0017: to the user who asked, when their request is approved or denied. */
  einLinkDecided: (p: { name: string | null; business: string; approved: boolean }) =>
    message(
      p.approved
        ? `Your request to file for ${p.business} was approved`
        : `Your request to file for ${p.business} was denied`,
      [
        greeting(p.name),
        p.approved
          ? `Your request to file for ${p.business} on eFile was approved. If you have entered the code sent to the business's email on file, it now appears in your Current Taxpayer list.`
          : `Your request to file for ${p.business} on eFile was denied. If you believe this is a mistake, contact the Central Collection Agency.`,
      ],
    ),
  /** ADR 0033: the annual return is due soon and is not filed, or is filed with a balance. */
  reminderAnnualReturn: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    dueDate: string;
    balance: string | null;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(`Reminder: your ${p.taxYear} city income tax return is due ${p.dueDate}`, p, {
      due:
        p.balance === null
          ? `Your ${p.taxYear} annual city income tax return for taxpayer ${p.taxpayerId} is due ${p.dueDate}, and we have not received it yet.`
          : `Your ${p.taxYear} account for taxpayer ${p.taxpayerId} shows a balance of ${p.balance}, due ${p.dueDate}.`,
      online: 'You can file and pay online on eFile:',
      already: 'filed or paid',
      topic: 'the annual return',
    }),
  /** ADR 0033: an installment of a filed individual estimate is due soon and not paid in full. */
  reminderEstimate: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    installment: number;
    dueDate: string;
    amount: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(`Reminder: estimate installment ${p.installment} of ${p.amount} is due ${p.dueDate}`, p, {
      due: `Installment ${p.installment} of your ${p.taxYear} estimated city income tax for taxpayer ${p.taxpayerId} is due ${p.dueDate}. Still to pay by then: ${p.amount}.`,
      online: 'You can pay online on eFile:',
      action: `Pay installment ${p.installment} online`,
      already: 'paid',
      topic: 'estimate installments',
    }),
  /** ADR 0042: an employer's return for a withholding period is due soon and not filed. */
  reminderEmployersReturn: (p: {
    name: string | null;
    taxpayerId: string;
    period: string;
    dueDate: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(`Reminder: your employer's return for ${p.period} is due ${p.dueDate}`, p, {
      due: `The Employer's Return of Income Tax Withheld for ${p.period} of ${p.taxpayerId} is due ${p.dueDate}, and we have not received it yet.`,
      online: 'You can file and pay online on eFile:',
      already: 'filed',
      topic: "employer's returns",
    }),
  /** ADR 0042: an installment of a filed net profit estimate is due soon and not paid in full. */
  reminderNetProfitInstallment: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    installment: number;
    dueDate: string;
    amount: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(
      `Reminder: net profit estimate installment ${p.installment} of ${p.amount} is due ${p.dueDate}`,
      p,
      {
        due: `Installment ${p.installment} of the ${p.taxYear} estimated net profit tax of ${p.taxpayerId} is due ${p.dueDate}. Still to pay by then: ${p.amount}.`,
        online: 'You can pay online on eFile:',
        action: `Pay installment ${p.installment} online`,
        already: 'paid',
        topic: 'net profit estimate installments',
      },
    ),
  /** ADR 0042: a business that declared estimated net profit tax for a year: its annual return is due soon. */
  reminderBusinessAnnualReturn: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    dueDate: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(`Reminder: the ${p.taxYear} net profit return is due ${p.dueDate}`, p, {
      due: `The ${p.taxYear} annual net profit return of ${p.taxpayerId} is due ${p.dueDate}. The business filed a net profit estimate for ${p.taxYear}; the return settles the year.`,
      online: 'You can see what the business has filed and paid on eFile:',
      already: 'filed it',
      topic: 'the business annual return',
    }),
  /** Issue 22 (ADR 0045): the receipt of a filing, queued in the filing transaction. */
  filingReceipt: (p: {
    name: string | null;
    form: string;
    confirmationNumber: string;
    filedAt: string;
    amountDue: string | null;
    link: string;
  }) =>
    message(`Received: your ${p.form}, confirmation number ${p.confirmationNumber}`, [
      greeting(p.name),
      `We received your ${p.form} on ${p.filedAt}.`,
      `Confirmation number: ${p.confirmationNumber}`,
      ...(p.amountDue
        ? [
            `Amount due with this filing: ${p.amountDue}. Interest and penalty are added when it is paid after its due date.`,
            { link: p.link, label: 'Pay online' },
          ]
        : ['Nothing is due with this filing.', { link: p.link, label: 'See My Account' }]),
      'Keep this e-mail as your receipt. You can print the filed form from My Account.',
    ]),
  /** Issue 22 (ADR 0045): the receipt of an online payment, queued with its Completed outcome. */
  paymentReceipt: (p: {
    name: string | null;
    amount: string;
    paidFor: string | null;
    confirmationNumber: string | null;
    reference: string;
    paidAt: string;
    method: string | null;
  }) =>
    message(`Payment received: ${p.amount}, payment reference ${p.reference}`, [
      greeting(p.name),
      `We received your payment of ${p.amount} on ${p.paidAt}${p.method ? `, paid with the card or account ${p.method}` : ''}.`,
      ...(p.paidFor ? [`It pays your ${p.paidFor}.`] : []),
      ...(p.confirmationNumber ? [`Confirmation number of the form: ${p.confirmationNumber}`] : []),
      `Payment reference: ${p.reference}`,
      'Keep this e-mail as your receipt. My Account on eFile shows every payment.',
    ]),
  /** ADR 0037: the agency approved a taxpayer's online registration (with the password link if none is set). */
  registrationApproved: (p: {
    name: string | null;
    taxpayerId: string;
    username: string | null;
    link: string | null;
    hours: number;
    signIn: string;
  }) =>
    message('Your eFile registration was approved', [
      greeting(p.name),
      `The Central Collection Agency approved your registration as taxpayer ${p.taxpayerId}.`,
      ...(p.link
        ? [
            `To sign in, confirm your email address and set your password${p.username ? ` for the username ${p.username}` : ''}:`,
            { link: p.link, label: 'Complete my registration' },
            `This link expires in ${p.hours} hours and can be used once.`,
          ]
        : ['You can now sign in to eFile:', { link: p.signIn, label: 'Sign in to eFile' }]),
    ]),
  /** ADR 0037: the agency refused a taxpayer's online registration, with its reason. */
  registrationRefused: (p: { name: string | null; taxpayerId: string; reason: string; phone: string }) =>
    message('Your eFile registration was not approved', [
      greeting(p.name),
      `The Central Collection Agency could not approve your registration as taxpayer ${p.taxpayerId}.`,
      `Reason: ${p.reason}`,
      `If you have questions, call ${p.phone} or write to us from the Contact Us page.`,
    ]),
  /** ADR 0037: a member of staff answers a Contact Us message. */
  contactReply: (p: { name: string; type: string; reply: string; original: string }) =>
    message(
      `Re: your message to the Central Collection Agency (${p.type})`,
      [`Hello ${p.name},`, p.reply, 'Your message:', p.original],
      'Central Collection Agency · eFile. To write to us again, use the Contact Us page.',
    ),
  /** To agency staff, with the sender as Reply-To: staff answer by replying. */
  contact: (p: { type: string; name: string; phoneNumber: string; emailAddress: string; message: string }) =>
    message(
      `Contact request: ${p.type}`,
      [
        `Type: ${p.type}`,
        `Name: ${p.name}`,
        `Phone: ${p.phoneNumber}`,
        `Email: ${p.emailAddress}`,
        'Message:',
        p.message,
      ],
      `Sent from the eFile Contact Us form. Reply to this message to answer ${p.name} at ${p.emailAddress}.`,
    ),
  /** Issue 27 (ADR 0058): each step of a refund or credit claim, to who claimed it. */
  refundClaimUpdate: (p: {
    name: string | null;
    status: 'received' | 'in-review' | 'approved' | 'sent' | 'refused';
    taxYear: number;
    refund: string | null;
    credit: string | null;
    method: 'direct-deposit' | 'check' | null;
    account: string | null;
    expectedOn: string | null;
    interest: string | null;
    reason: string | null;
    link: string;
  }) => {
    const asked = [
      ...(p.refund ? [`a refund of ${p.refund}`] : []),
      ...(p.credit ? [`a credit of ${p.credit} to ${p.taxYear + 1}`] : []),
    ].join(' and ');
    const how =
      p.method === 'direct-deposit'
        ? `by direct deposit to the account ${p.account ?? ''}`
        : p.method === 'check'
          ? 'by check to the address on file'
          : null;
    const said = {
      received: [
        `We received your claim for ${asked} of your ${p.taxYear} overpayment.`,
        'We review every claim; this e-mail and My Account tell you each step.',
      ],
      'in-review': [`Your claim for ${asked} (${p.taxYear}) is in review.`],
      approved: [
        `Your claim for ${asked} (${p.taxYear}) is approved.`,
        ...(p.refund
          ? ['The refund goes out with the next refund batch.']
          : [`The credit is on your ${p.taxYear + 1} account.`]),
      ],
      sent: [
        `Your refund of ${p.refund ?? ''} (${p.taxYear}) was sent${how ? ` ${how}` : ''}.`,
        ...(p.interest ? [`It includes ${p.interest} of interest for the time it took.`] : []),
        ...(p.expectedOn ? [`Expect it by ${p.expectedOn}.`] : []),
      ],
      refused: [
        `We could not approve your claim for ${asked} (${p.taxYear}).`,
        `Reason: ${p.reason ?? ''}`,
        'The credit stays on your account. Write to us from the Contact Us page if you have questions.',
      ],
    }[p.status];
    const subject = {
      received: `Received: your ${p.taxYear} refund or credit claim`,
      'in-review': `In review: your ${p.taxYear} refund or credit claim`,
      approved: `Approved: your ${p.taxYear} refund or credit claim`,
      sent: `Sent: your ${p.taxYear} refund`,
      refused: `Not approved: your ${p.taxYear} refund or credit claim`,
    }[p.status];
    return message(subject, [greeting(p.name), ...said, { link: p.link, label: 'See My Account' }]);
  },
} as const;

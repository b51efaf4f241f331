/**
 * The e-mails' words, in English: only words. Each message's subject, paragraphs, link labels and
 * footer are texts with `{placeholders}`, keyed `<message>.<part>`; what every message shares
 * (greeting, footer, the reminders' closing) is said once. One builder, `modules/mail/messages.ts`,
 * puts a message together from them in any language, chooses the paragraphs its parameters call
 * for, and writes its values (money, dates, a form's name) in that language; the mail module lays
 * it out (text and HTML, values escaped in HTML).
 */
export const mail = {
  // What every message shares.
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  automatedFooter: 'Central Collection Agency · eFile. Please do not reply to this automated message.',
  signIn: 'Sign in to eFile',
  resetPassword: 'Reset my password',
  completeRegistration: 'Complete my registration',
  forgotPassword: 'If you have forgotten your password, you can reset it here:',
  linkExpires: 'This link expires in {hours} hours and can be used once.',
  notYou: 'If you did not make this change, contact the Central Collection Agency at once.',
  // Every reminder's close (ADR 0033): how to stop this kind while the others continue.
  reminderUnsubscribe: 'Unsubscribe from these reminders',
  fileAndPayOnline: 'You can file and pay online on eFile:',
  payOnline: 'You can pay online on eFile:',
  payInstallmentOnline: 'Pay installment {installment} online',

  'registration.subject': 'Confirm your eFile registration',
  'registration.thanks':
    'Thank you for registering for eFile, the online filing service of the Central Collection Agency.',
  'registration.confirm': 'To complete registration, confirm your email address and set your password:',
  'registration.expires':
    'This link expires in {hours} hours and can be used once. If you did not register, you can ignore this email.',

  'legacy.subject': 'Confirm your email address for eFile',
  'legacy.changed':
    'We have changed how account sign in works. Confirm your email address and set a new password to keep using eFile:',
  'legacy.link': 'Confirm my email address',

  'staffInvitation.subject': 'You are invited to the eFile staff console',
  'staffInvitation.created':
    'An administrator of the Central Collection Agency created the eFile staff account {username} ({role}) for you. To set its password, open this link:',
  'staffInvitation.link': 'Set my staff password',
  'staffInvitation.expires':
    'This link expires in {hours} hours and can be used once. At your first sign-in you will set up an authenticator app for the second step.',
  'staffInvitation.unexpected':
    'If you did not expect this invitation, tell the agency at once and do not open the link.',

  'staffCodesGuessed.subject': 'eFile staff console: codes are being guessed for {username}',
  'staffCodesGuessed.what':
    'At {at}, {failures} wrong authenticator codes were entered for the staff account {username} within {minutes} minutes, after its right password. The second step of that account is locked for {minutes} minutes, from every address.',
  'staffCodesGuessed.act':
    'Whoever entered them knows the password. Unless the member of staff says it was them, disable the account in the staff console and invite them again, and look at the staff audit trail for the addresses.',

  'auditAnchor.subject': 'eFile audit trail anchor {at}',
  'auditAnchor.keep':
    "These are the heads of the eFile audit trail's chains at {at}. Keep this message: `npm run audit:verify -- --anchors <file>` checks the trail against the lines below saved to a file, one per line.",
  'auditAnchor.stop':
    'If messages like this stop arriving, or a verification reports BROKEN, tell the agency’s security officer.',

  'reset.subject': 'Reset your eFile password',
  'reset.asked':
    'We received a request to reset the password of your eFile account. To choose a new password, open this link:',
  'reset.expiresOne':
    'This link expires in 1 hour and can be used once. If you did not ask to reset your password, you can ignore this email: your password has not changed.',
  'reset.expires':
    'This link expires in {hours} hours and can be used once. If you did not ask to reset your password, you can ignore this email: your password has not changed.',
  'reset.username': 'Your username is {username}.',

  'passwordChanged.subject': 'Your eFile password was changed',
  'passwordChanged.changed':
    'The password of your eFile account was just changed, and every other session was signed out.',

  'emailChange.subject': 'Confirm your new eFile email address',
  'emailChange.asked':
    'You asked to use this address for your eFile account. To confirm the change, open this link:',
  'emailChange.link': 'Confirm my new email address',
  'emailChange.expires':
    'This link expires in {hours} hours and can be used once. Until then your account keeps its current address.',

  'emailChanged.subject': 'Your eFile email address was changed',
  'emailChanged.changed':
    'The email address of your eFile account was changed to {newEmail}. We will send messages about your account there from now on.',

  'registrationExists.subject': 'Someone tried to register for eFile with your email address',
  'registrationExists.tried':
    'Someone, perhaps you, just tried to register a new eFile account with this email address. It already belongs to your account, so no new account was created.',
  'registrationExists.username': 'Your username is {username}. To sign in, open this link:',
  'registrationExists.ignore':
    'If you did not try to register, you can ignore this email: nothing about your account has changed.',

  'registrationExistsNewTaxpayer.subject':
    'Someone registered a new taxpayer for eFile with your email address',
  'registrationExistsNewTaxpayer.registered':
    'Someone, perhaps you, just registered as a new taxpayer with this email address. The Central Collection Agency gave that taxpayer the ID {taxpayerId}. The address already belongs to your eFile account, so no new account was created.',
  'registrationExistsNewTaxpayer.someoneElse':
    'If you registered for someone else who shares this address, the Central Collection Agency can open an account for taxpayer ID {taxpayerId} under another email address: call {phone} or write to us from the Contact Us page.',
  'registrationExistsNewTaxpayer.username': 'Your own username is {username}. To sign in, open this link:',
  'registrationExistsNewTaxpayer.ignore':
    'If nobody you know registered, you can ignore this email: nothing about your account has changed.',

  'einLinkCode.subject': 'Your eFile code to link {business}',
  'einLinkCode.asked':
    "The eFile user {username} asked to file for {business}. This address is the business's email on file with the Central Collection Agency, so we sent the code here.",
  'einLinkCode.code':
    "If this request is yours or your business's, give this code to that user to enter on Manage Business Accounts: {code}",
  'einLinkCode.expires':
    'The code expires in {days} days. If nobody at your business asked to file online for it, ignore this email and contact the Central Collection Agency.',

  'einLinkRequested.subject': 'A request to file for {business} on eFile',
  'einLinkRequested.asked':
    'The eFile user {username} asked to be linked to {business}, which your account files for.',
  'einLinkRequested.approve':
    'They cannot file for it, or see its forms, until you or the Central Collection Agency approve. Approve or deny the request on Manage Business Accounts.',
  'einLinkRequested.unknown':
    'If you do not know this user, deny the request and contact the Central Collection Agency.',

  'einLinked.subject': '{username} now files for {business} on eFile',
  'einLinked.linked': 'The eFile user {username} is now linked to {business} and can file its forms.',
  'einLinked.unknown': 'If you do not know this user, contact the Central Collection Agency at once.',

  'einLinkDecided.approvedSubject': 'Your request to file for {business} was approved',
  'einLinkDecided.deniedSubject': 'Your request to file for {business} was denied',
  'einLinkDecided.approved':
    "Your request to file for {business} on eFile was approved. If you have entered the code sent to the business's email on file, it now appears in your Current Taxpayer list.",
  'einLinkDecided.denied':
    'Your request to file for {business} on eFile was denied. If you believe this is a mistake, contact the Central Collection Agency.',

  'reminderAnnualReturn.subject': 'Reminder: your {taxYear} city income tax return is due {dueDate}',
  'reminderAnnualReturn.notFiled':
    'Your {taxYear} annual city income tax return for taxpayer {taxpayerId} is due {dueDate}, and we have not received it yet.',
  'reminderAnnualReturn.balance':
    'Your {taxYear} account for taxpayer {taxpayerId} shows a balance of {balance}, due {dueDate}.',
  'reminderAnnualReturn.already':
    'If you have already filed or paid, thank you: you can ignore this reminder.',
  'reminderAnnualReturn.stop': 'To stop reminders about the annual return (other reminders continue):',

  'reminderEstimate.subject': 'Reminder: estimate installment {installment} of {amount} is due {dueDate}',
  'reminderEstimate.due':
    'Installment {installment} of your {taxYear} estimated city income tax for taxpayer {taxpayerId} is due {dueDate}. Still to pay by then: {amount}.',
  'reminderEstimate.already': 'If you have already paid, thank you: you can ignore this reminder.',
  'reminderEstimate.stop': 'To stop reminders about estimate installments (other reminders continue):',

  'reminderEmployersReturn.subject': "Reminder: your employer's return for {period} is due {dueDate}",
  'reminderEmployersReturn.due':
    "The Employer's Return of Income Tax Withheld for {period} of {taxpayerId} is due {dueDate}, and we have not received it yet.",
  'reminderEmployersReturn.already': 'If you have already filed, thank you: you can ignore this reminder.',
  'reminderEmployersReturn.stop': "To stop reminders about employer's returns (other reminders continue):",

  'reminderNetProfitInstallment.subject':
    'Reminder: net profit estimate installment {installment} of {amount} is due {dueDate}',
  'reminderNetProfitInstallment.due':
    'Installment {installment} of the {taxYear} estimated net profit tax of {taxpayerId} is due {dueDate}. Still to pay by then: {amount}.',
  'reminderNetProfitInstallment.already':
    'If you have already paid, thank you: you can ignore this reminder.',
  'reminderNetProfitInstallment.stop':
    'To stop reminders about net profit estimate installments (other reminders continue):',

  'reminderBusinessAnnualReturn.subject': 'Reminder: the {taxYear} net profit return is due {dueDate}',
  'reminderBusinessAnnualReturn.due':
    'The {taxYear} annual net profit return of {taxpayerId} is due {dueDate}. The business filed a net profit estimate for {taxYear}; the return settles the year.',
  'reminderBusinessAnnualReturn.online': 'You can see what the business has filed and paid on eFile:',
  'reminderBusinessAnnualReturn.already':
    'If you have already filed it, thank you: you can ignore this reminder.',
  'reminderBusinessAnnualReturn.stop':
    'To stop reminders about the business annual return (other reminders continue):',

  /** A business is named by its name and its taxpayer ID (issue 24 item 6). */
  businessTaxpayer: '{business} (taxpayer {taxpayerId})',

  'filingReceipt.subject': 'Received: your {form}, confirmation number {confirmationNumber}',
  'filingReceipt.received': 'We received your {form} on {filedAt}.',
  'filingReceipt.confirmation': 'Confirmation number: {confirmationNumber}',
  'filingReceipt.due':
    'Amount due with this filing: {amountDue}. Interest and penalty are added when it is paid after its due date.',
  'filingReceipt.pay': 'Pay online',
  'filingReceipt.nothingDue': 'Nothing is due with this filing.',
  'filingReceipt.account': 'See My Account',
  'filingReceipt.keep': 'Keep this e-mail as your receipt. You can print the filed form from My Account.',

  'paymentReceipt.subject': 'Payment received: {amount}, payment reference {reference}',
  'paymentReceipt.received': 'We received your payment of {amount} on {paidAt}.',
  'paymentReceipt.receivedWith':
    'We received your payment of {amount} on {paidAt}, paid with the card or account ending in {last4}.',
  'paymentReceipt.paysFor': 'It pays your {form}.',
  'paymentReceipt.confirmation': 'Confirmation number of the form: {confirmationNumber}',
  'paymentReceipt.reference': 'Payment reference: {reference}',
  'paymentReceipt.keep': 'Keep this e-mail as your receipt. My Account on eFile shows every payment.',

  'registrationApproved.subject': 'Your eFile registration was approved',
  'registrationApproved.approved':
    'The Central Collection Agency approved your registration as taxpayer {taxpayerId}.',
  'registrationApproved.setPassword': 'To sign in, confirm your email address and set your password:',
  'registrationApproved.setPasswordFor':
    'To sign in, confirm your email address and set your password for the username {username}:',
  'registrationApproved.signIn': 'You can now sign in to eFile:',

  'registrationRefused.subject': 'Your eFile registration was not approved',
  'registrationRefused.refused':
    'The Central Collection Agency could not approve your registration as taxpayer {taxpayerId}.',
  'registrationRefused.reason': 'Reason: {reason}',
  'registrationRefused.questions':
    'If you have questions, call {phone} or write to us from the Contact Us page.',

  'contactReply.subject': 'Re: your message to the Central Collection Agency ({type})',
  'contactReply.yourMessage': 'Your message:',
  'contactReply.footer': 'Central Collection Agency · eFile. To write to us again, use the Contact Us page.',

  'contact.subject': 'Contact request: {type}',
  'contact.type': 'Type: {type}',
  'contact.name': 'Name: {name}',
  'contact.phone': 'Phone: {phoneNumber}',
  'contact.email': 'Email: {emailAddress}',
  'contact.message': 'Message:',
  'contact.footer':
    'Sent from the eFile Contact Us form. Reply to this message to answer {name} at {emailAddress}.',
} as const;

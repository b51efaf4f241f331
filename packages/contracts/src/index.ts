export * from './common';
export * from './enums';
export * from './problems';
export * from './problem-codes';
export * from './auth';
export * from './features';
export * from './taxpayers';
export * from './paths';
export * from './estimate-credits';
export * from './exemption';
export * from './account';
export * from './annual-return';
export * from './individual-estimate';
export * from './payments';
export * from './billing-statement';
export * from './businesses';
export * from './employers-return';
export * from './net-profit-estimate';
export * from './filing';
export * from './uploads';
export * from './forms';
export * from './account-ledger';
export * from './shell';
export * from './language';
export * from './account-statement';
export * from './reminders';
export * from './staff';
export * from './staff-account-changes';
export * from './staff-timeline';
export * from './work-queues';
export * from './paging';
export * from './staff-account';
export * from './mailroom';
export * from './refund-claims';
export * from './exports';
export * from './rules';
export * from './client-errors';
export * from './refunds';
export {
  MESSAGE_LANGUAGES,
  field,
  isPredicate,
  addMessages,
  messagesLoaded,
  namesIn,
  msg,
  parseMessage,
  renderFieldMessage,
  renderMessage,
  type FieldName,
  type MessageCatalogue,
  type MessageKey,
  type MessageLanguage,
} from './message-core';
export * from './adjustments';

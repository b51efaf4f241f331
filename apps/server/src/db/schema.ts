/**
 * Every table, for the app, drizzle-kit (drizzle.config.ts) and the client's relational queries: the
 * taxpayer side's tables (`base-schema.ts`) and each domain's own. The domain schema files import
 * the base, never this file, so no schema file imports itself round about (ADR 0051).
 */
export * from './base-schema';
export * from './ledger-schema';
export * from './reminders-schema';
export * from './staff-schema';
export * from './work-queues-schema';
export * from './rules-schema';
export * from './refunds-schema';
export * from './adjustments-schema';

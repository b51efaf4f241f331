import { authTexts } from './auth';
import { consoleTexts } from './console';
import { exportsTexts } from './exports';
import { mailroomTexts } from './mailroom';
import { ruleTexts } from './rules';
import { staffUserTexts } from './staff-users';
import { taxpayerTexts } from './taxpayers';
import { queuesTexts } from './queues';
import { refundTexts } from './refunds';
import { adjustmentTexts } from './adjustments';
import { glanceTexts } from './glance';

/**
 * The console's English catalogue (ADR 0036), apart from the taxpayers' so neither bundle carries
 * the other's words. One file per domain under `catalogue/`; a feature adds its file and one line.
 */
export const staffEn = {
  console: consoleTexts,
  auth: authTexts,
  taxpayers: taxpayerTexts,
  staffUsers: staffUserTexts,
  queues: queuesTexts,
  mailroom: mailroomTexts,
  exports: exportsTexts,
  rules: ruleTexts,
  refunds: refundTexts,
  adjustments: adjustmentTexts,
  glance: glanceTexts,
} as const;

export type StaffCatalogue = typeof staffEn;

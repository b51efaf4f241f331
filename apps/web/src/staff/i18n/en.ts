import { authTexts } from './catalogue/auth';
import { consoleTexts } from './catalogue/console';
import { exportsTexts } from './catalogue/exports';
import { mailroomTexts } from './catalogue/mailroom';
import { ruleTexts } from './catalogue/rules';
import { staffUserTexts } from './catalogue/staff-users';
import { taxpayerTexts } from './catalogue/taxpayers';
import { queuesTexts } from '../features/queues/texts';

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
} as const;

export type StaffCatalogue = typeof staffEn;

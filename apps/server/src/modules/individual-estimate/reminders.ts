import { installmentParams, installmentsDue, type FormReminder } from '../reminders';

/** Each installment of a filed individual estimate, within the largest offset (ADR 0033). */
export const estimateInstallmentReminder: FormReminder = {
  kind: 'estimate-installment',
  due: (db, { today }, settings) =>
    installmentsDue(db, today, settings, { formType: 'individual-estimate', kind: 'estimate-installment' }),
  message: (reminder, common) => ({
    template: 'reminderEstimate',
    params: { ...common, ...installmentParams(reminder) },
  }),
};

import type { LateCharges as Late } from '@efile/contracts';
import { t } from '../i18n';
import { longDate } from '../lib/dates';
import { formatCents } from '../lib/money';
import { PayLines } from './payables';

/**
 * Before filing (issue 22 item 2): what filing and paying today adds to a form past its due date —
 * the server's ORC 718.27 interest and penalty lines (ADR 0044), each with its reason.
 */
export function LateCharges({ late }: { late: Late | null | undefined }) {
  if (!late || late.amount <= 0) return null;
  return (
    <section
      className="usa-alert usa-alert--warning margin-y-3"
      aria-labelledby="late-charges-heading"
      data-testid="late-charges"
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="late-charges-heading">
          {t('account.late.heading')}
        </h2>
        <p className="usa-alert__text">
          {t('account.late.intro', { dueDate: longDate(late.dueDate), asOf: longDate(late.asOf) })}
        </p>
        <PayLines lines={late.lines} total={late.amount} caption={t('account.late.caption')} />
        <p className="usa-alert__text text-bold">
          {t('account.late.total', { amount: formatCents(late.amount) })}
        </p>
      </div>
    </section>
  );
}

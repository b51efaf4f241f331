import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { api, paths, type FormKey } from '@efile/contracts';
import { t, type MessageKey } from '../i18n';
import { formatCents } from '../lib/money';
import { Alert } from './alert';
import { FormStanding } from './payables';
import { PdfButton } from './pdf-button';

/**
 * A form just filed: the success alert (its confirmation and what is due), the figures as filed,
 * then the way to payment, the PDF and the dashboard. One view for every form paid after filing.
 */
/** The catalogues of forms filed this way; each has filed, confirmation, pay and toDashboard. */
export type FiledFormTexts = Exclude<FormKey, 'exemption' | 'annualReturn'>;

export function FiledForm({
  heading,
  texts,
  filed,
  amount,
  result,
}: {
  heading: ReactNode;
  texts: FiledFormTexts;
  filed: { id: number; confirmationNumber: string };
  /** The sentence saying what is due ('dueNow' or 'total' of the catalogue) and its amount. */
  amount: { key: 'dueNow' | 'total'; cents: number };
  result: ReactNode;
}) {
  const text = (key: string, params?: Record<string, string>) => t(`${texts}.${key}` as MessageKey, params);
  const formId = filed.id;
  const lines = [
    text('confirmation', { number: filed.confirmationNumber }),
    text(amount.key, { amount: formatCents(amount.cents) }),
  ];
  return (
    <>
      {heading}
      <Alert type="success" heading={text('filed')}>
        {lines.map((line) => (
          <p className="margin-0" key={line}>
            {line}
          </p>
        ))}
      </Alert>
      {result}
      <p className="margin-top-3 efile-no-print">
        <Link className="usa-button" to={paths.payForm.replace(':formId', String(formId))}>
          {text('pay')}
        </Link>
        <PdfButton url={api.formPdf.replace(':id', String(formId))} />
      </p>
      <FormStanding taxFormId={formId} />
      <p>
        <Link to={paths.dashboard}>{text('toDashboard')}</Link>
      </p>
    </>
  );
}

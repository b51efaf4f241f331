import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { api, paths } from '@efile/contracts';
import { Alert } from './alert';
import { PdfButton } from './pdf-button';

/**
 * A form just filed: the success alert (its confirmation and what is due), the figures as filed,
 * then the way to payment, the PDF and the dashboard. One view for every form paid after filing.
 */
export function FiledForm({
  heading,
  formId,
  lines,
  result,
  texts,
}: {
  heading: ReactNode;
  formId: number;
  /** The alert's sentences: the confirmation number, the amount due… */
  lines: readonly string[];
  result: ReactNode;
  texts: { filed: string; pay: string; toDashboard: string };
}) {
  return (
    <>
      {heading}
      <Alert type="success" heading={texts.filed}>
        {lines.map((line) => (
          <p className="margin-0" key={line}>
            {line}
          </p>
        ))}
      </Alert>
      {result}
      <p className="margin-top-3 efile-no-print">
        <Link className="usa-button" to={paths.payForm.replace(':formId', String(formId))}>
          {texts.pay}
        </Link>
        <PdfButton url={api.formPdf.replace(':id', String(formId))} />
      </p>
      <p>
        <Link to={paths.dashboard}>{texts.toDashboard}</Link>
      </p>
    </>
  );
}

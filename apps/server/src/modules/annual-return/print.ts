import { ProblemCode } from '@efile/contracts';
import { worksheetRows, type PrintSections } from '../forms';
import { ProblemError } from '../../plugins/problems';
import { view, waivedNotice } from './service';
import { say } from '../../lib/i18n';
import { money } from '../../lib/formats';

/** The annual return's printed copy: its W-2s and 1099s, then the city tax form. */
export const annualReturnSections: PrintSections = async (db, row) => {
  // Only a filed return is printed (forms/routes.ts): its figures are those frozen at filing.
  const form = await view(db, row, null);
  if (!form.calculation.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
  const income = [
    ...form.w2s.map(
      (w) =>
        [
          say('pdf.w2Row', {
            employer: w.employer,
            ein: w.ein,
            locality: w.locality ?? say('pdf.noLocality'),
          }),
          `${money(w.medicareWages)} / ${money(w.localTaxWithheld)}`,
        ] as const,
    ),
    ...form.form1099s.map(
      (f) =>
        [
          say('pdf.form1099Row', { payer: f.payer, city: f.city ?? say('pdf.noCity') }),
          `${money(f.income)} / ${money(f.taxPaid)}`,
        ] as const,
    ),
  ];
  return {
    taxpayer: [say('pdf.residenceCity', { city: form.residenceCity })],
    sections: [
      { heading: say('pdf.incomeHeading'), rows: income },
      { heading: say('pdf.cityTaxForm'), rows: worksheetRows(form.calculation.worksheet.lines) },
    ],
    footer: [
      say('pdf.signedByAgreement'),
      ...(form.calculation.waivedOverpayment ? [waivedNotice(form.calculation.waivedOverpayment)] : []),
      say('pdf.keepCopy'),
    ],
  };
};

import { ProblemCode } from '@efile/contracts';
import { formatUsd } from '@efile/tax';
import { worksheetRows, type PrintSections } from '../forms';
import { ProblemError } from '../../plugins/problems';
import { view, waivedNotice } from './service';

/** The annual return's printed copy: its W-2s and 1099s, then the city tax form. */
export const annualReturnSections: PrintSections = async (db, row) => {
  // Only a filed return is printed (forms/routes.ts): its figures are those frozen at filing.
  const form = await view(db, row, null);
  if (!form.calculation.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
  const income = [
    ...form.w2s.map(
      (w) =>
        [
          `W-2 ${w.employer} (EIN ${w.ein}), ${w.locality ?? 'no locality'}: box 5 / box 19`,
          `${formatUsd(w.medicareWages)} / ${formatUsd(w.localTaxWithheld)}`,
        ] as const,
    ),
    ...form.form1099s.map(
      (f) =>
        [
          `1099 ${f.payer}, ${f.city ?? 'no city'}: income / tax paid`,
          `${formatUsd(f.income)} / ${formatUsd(f.taxPaid)}`,
        ] as const,
    ),
  ];
  return {
    taxpayer: [`Residence city: ${form.residenceCity}`],
    sections: [
      { heading: 'W-2 and 1099 income', rows: income },
      { heading: 'City tax form', rows: worksheetRows(form.calculation.worksheet.lines) },
    ],
    footer: [
      'Filed through eFile; the agreement checkbox was accepted in lieu of signature.',
      ...(form.calculation.waivedOverpayment ? [waivedNotice(form.calculation.waivedOverpayment)] : []),
      'Keep this copy for your records.',
    ],
  };
};

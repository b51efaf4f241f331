import { AGE_15, AGE_16, NO_MINIMUM_AGE, member, type TaxYearTable } from './types';

/**
 * Tax year 2016 — the collection agency's rate table "Tax Year 2016" (CCA web page, May 2016;
 * TAX-FACTS "Collection-agency table for tax year 2016"). Columns: must file, rate, credit factor,
 * credit limit, all in basis points. Cleveland was 2.0 % until 2016 (2.5 % from 1 January 2017).
 *
 * Starred factors: the table prints '*' instead of a factor with the footnote "residence credit is
 * limited to a maximum credit of … when work is outside residence city", read as a 100 % factor
 * up to the limit (the agency's 2017 Schedule R gives the same figures for Carey).
 *
 * Minimum ages (verify for 2016): the exceptions are those of the agency's later forms
 * (employer's return instructions, 2020–2022): no age limit in Dresden, Frazeysburg, Munroe Falls,
 * Oakwood and West Alexandria; 16 in Grand River, Rushsylvania and West Milton; 15 in
 * Geneva-on-the-Lake; 18 elsewhere.
 *
 * Form codes are those seen on the agency's 2023 forms (TAX-FACTS), assumed unchanged (verify).
 */
const STAR = 'The table prints * for the factor: 100 % up to the credit limit.';
/**
 * Issue 9 item 10: the table's "50" for Cleveland and Warrensville Heights is not a factor — they
 * credited the tax paid (100 %) up to 50 % of their own tax, i.e. a cap of half the residence rate
 * (Cleveland 1.00 %, Warrensville Heights 1.30 %: the table's limits).
 */
const CAPPED = 'The tax paid is credited (100 %) up to 50 % of this city’s own tax (creditCap).';

export const TABLE_2016: TaxYearTable = {
  taxYear: 2016,
  source: 'CCA tax-rate table "Tax Year 2016" (agency web page, May 2016)',
  municipalities: [
    member('ada', 'Ada', true, 165, 10_000, 165),
    member('alger', 'Alger', true, 100, 10_000, 100),
    member('barberton', 'Barberton', true, 225, 10_000, 225),
    member('bradner', 'Bradner', true, 100, 0, 0),
    member('bratenahl', 'Bratenahl', true, 150, 5_000, 75),
    member('burton', 'Burton', true, 100, 5_000, 50, { formCode: '176' }),
    member('clayton', 'Clayton', true, 150, 5_000, 75, { formCode: '199' }),
    member('carey', 'Carey', true, 150, 10_000, 100, { note: STAR }),
    member('cleveland', 'Cleveland', true, 200, 10_000, 100, {
      formCode: '200',
      creditCap: { share: 5_000 },
      note: CAPPED,
    }),
    member('dresden', 'Dresden', true, 100, 5_000, 50, { minimumAge: NO_MINIMUM_AGE }),
    member('elida', 'Elida', true, 75, 0, 0, { formCode: '276' }),
    member('frazeysburg', 'Frazeysburg', true, 100, 10_000, 100, { minimumAge: NO_MINIMUM_AGE }),
    member('gates-mills', 'Gates Mills', true, 100, 5_000, 50),
    member('geneva-on-the-lake', 'Geneva-on-the-Lake', true, 150, 10_000, 100, {
      minimumAge: AGE_15,
      note: STAR,
    }),
    member('grand-rapids', 'Grand Rapids', true, 100, 5_000, 50),
    member('grand-river', 'Grand River', true, 200, 10_000, 200, { minimumAge: AGE_16 }),
    member('highland-hills', 'Highland Hills', true, 250, 10_000, 250),
    member('huntsville', 'Huntsville', true, 100, 10_000, 100),
    member('liberty-center', 'Liberty Center', true, 100, 5_000, 50),
    member('linndale', 'Linndale', false, 200, 10_000, 200),
    member('madison-village', 'Madison Village', true, 100, 0, 0),
    member('medina', 'Medina', true, 125, 10_000, 19, {
      creditCap: { share: 2_500, ofRateAbove: 50 },
      note:
        'The table gives the factor as "25 % of the tax above 0.50 %" and prints the limit rounded, ' +
        '0.19 %: the credit is at most 25 % × (1.25 % − 0.50 %) = 0.1875 % of the income (creditCap), ' +
        'so a resident owes 1.0625 % at every work rate from 0.1875 % (Schedule R 2017 prints 1.06).',
    }),
    member('mentor-on-the-lake', 'Mentor-on-the-Lake', false, 200, 10_000, 200),
    member('munroe-falls', 'Munroe Falls', true, 200, 10_000, 200, { minimumAge: NO_MINIMUM_AGE }),
    member('northfield-village', 'Northfield Village', true, 200, 10_000, 200),
    member('north-baltimore', 'North Baltimore', true, 100, 0, 0),
    member('north-perry-village', 'North Perry Village', true, 100, 10_000, 100),
    member('north-randall', 'North Randall', true, 275, 10_000, 275),
    member('norton', 'Norton', true, 200, 10_000, 150, { note: STAR }),
    member('oakwood-paulding', 'Oakwood (Paulding County)', true, 100, 10_000, 100, {
      minimumAge: NO_MINIMUM_AGE,
    }),
    member('orwell', 'Orwell', true, 100, 10_000, 100, { formCode: '605' }),
    member('paulding', 'Paulding', true, 100, 0, 0, { formCode: '640' }),
    member('rock-creek', 'Rock Creek', true, 100, 0, 0),
    member('rushsylvania', 'Rushsylvania', true, 100, 0, 0, { minimumAge: AGE_16 }),
    member('russells-point', 'Russells Point', true, 100, 0, 0),
    member('seville', 'Seville', true, 100, 0, 0),
    member('south-russell', 'South Russell', true, 125, 7_500, 94),
    member('timberlake', 'Timberlake', true, 100, 5_000, 50),
    member('union', 'Union', true, 100, 10_000, 100),
    member('warrensville-heights', 'Warrensville Heights', true, 260, 10_000, 130, {
      creditCap: { share: 5_000 },
      note: CAPPED,
    }),
    member('waynesfield', 'Waynesfield', true, 100, 10_000, 100),
    member('west-alexandria', 'West Alexandria', true, 100, 10_000, 50, {
      minimumAge: NO_MINIMUM_AGE,
      note: STAR,
    }),
    member('west-liberty', 'West Liberty', true, 100, 10_000, 50, { note: STAR }),
    member('west-milton', 'West Milton', true, 150, 0, 0, { minimumAge: AGE_16 }),
  ],
};

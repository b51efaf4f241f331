import { member, type TaxYearTable } from './types';

/**
 * Tax year 2025 — the agency's current rate table (ccaohio.gov "Tax Rates": must file, tax rate,
 * tax credit, credit limit). The page carries no tax year: these are the latest published figures
 * and are used for 2025 as well as 2024 (verify each year against the agency's booklet).
 * Cleveland: 2.5 %, credit 100 % up to 2.5 % (agency Schedule R since 2017).
 *
 * '*' factors ("when work is outside resident city, the residence tax credit is limited to a
 * maximum of the credit limit percent listed") are read as 100 % up to the limit.
 *
 * Minimum age: 18 everywhere — from tax year 2024 under-18 income is exempt by state law in every
 * city (ORC 718.01, TAX-FACTS), so New Carlisle's 16/17-year-old rule and the 15/16/no-minimum
 * exceptions of earlier years no longer apply.
 *
 * Form codes: those seen on the agency's 2023 forms (TAX-FACTS); the others are not known yet.
 * Waynesfield is on the 2023 forms' member list but not on the current rate page: left out until
 * its figures are confirmed (a Waynesfield return answers "missing tax rate").
 */
const STAR = 'The table prints * for the factor: 100 % up to the credit limit.';

export const TABLE_2025: TaxYearTable = {
  taxYear: 2025,
  source: 'CCA "Tax Rates" page (ccaohio.gov), undated — latest published figures',
  municipalities: [
    member('burton', 'Burton', true, 100, 5_000, 50, { formCode: '176' }),
    member('clayton', 'Clayton', true, 150, 5_000, 75, { formCode: '199' }),
    member('cleveland', 'Cleveland', true, 250, 10_000, 250, { formCode: '200' }),
    member('dalton', 'Dalton', true, 150, 10_000, 150, { formCode: '252' }),
    member('edon', 'Edon', true, 175, 10_000, 175, { formCode: '275' }),
    member('elida', 'Elida', true, 75, 0, 0, { formCode: '276' }),
    member('geneva-on-the-lake', 'Geneva-on-the-Lake', true, 150, 10_000, 100, { note: STAR }),
    member('germantown', 'Germantown', true, 150, 6_000, 90),
    member('grand-rapids', 'Grand Rapids', true, 100, 5_000, 50),
    member('grand-river', 'Grand River', true, 200, 10_000, 200),
    member('highland-hills', 'Highland Hills', true, 250, 10_000, 250),
    member('linndale', 'Linndale', true, 200, 10_000, 200),
    member('marble-cliff', 'Marble Cliff', true, 200, 10_000, 200),
    member('mentor-on-the-lake', 'Mentor-on-the-Lake', true, 200, 10_000, 200),
    member('montpelier', 'Montpelier', true, 160, 10_000, 160),
    member('munroe-falls', 'Munroe Falls', true, 225, 10_000, 225),
    member('new-carlisle', 'New Carlisle', true, 150, 0, 0),
    member('new-madison', 'New Madison', true, 100, 10_000, 100),
    member('new-miami', 'New Miami', true, 175, 10_000, 175),
    member('new-paris', 'New Paris', true, 100, 10_000, 50, { note: STAR }),
    member('north-baltimore', 'North Baltimore', true, 100, 0, 0),
    member('north-randall', 'North Randall', true, 275, 10_000, 275),
    member('oakwood-paulding', 'Oakwood (Paulding County)', true, 100, 10_000, 100),
    member('obetz', 'Obetz', false, 250, 10_000, 250),
    member('orwell', 'Orwell', true, 150, 10_000, 150, { formCode: '605' }),
    member('paulding', 'Paulding', true, 100, 0, 0, { formCode: '640' }),
    member('phillipsburg', 'Phillipsburg', true, 150, 10_000, 100, { formCode: '659', note: STAR }),
    member('pitsburg', 'Pitsburg', true, 100, 0, 0, { formCode: '661' }),
    member('riverside', 'Riverside', true, 250, 10_000, 250, { formCode: '680' }),
    member('rock-creek', 'Rock Creek', true, 100, 10_000, 100),
    member('russells-point', 'Russells Point', true, 100, 0, 0),
    member('seville', 'Seville', true, 100, 0, 0),
    member('shreve', 'Shreve', true, 100, 10_000, 50, { note: STAR }),
    member('somerset', 'Somerset', true, 100, 0, 0),
    member('south-russell', 'South Russell', true, 125, 7_500, 94),
    member('union', 'Union', true, 150, 10_000, 150),
    member('west-milton', 'West Milton', true, 150, 0, 0),
  ],
};

import { AGE_15, AGE_16, NEW_CARLISLE_AGE_RULE, NO_MINIMUM_AGE, member, type TaxYearTable } from './types';

/**
 * Tax year 2023 — PROVISIONAL (verify before use; the portal files 2025 and 2024).
 * - Members: the agency's 2023 forms ("CCA member municipalities", 2023 individual forms), less
 *   Waynesfield, whose figures are not confirmed (it answers "missing tax rate").
 * - Rates, factors, limits, must-file: the agency's current "Tax Rates" page (undated), the same
 *   figures as 2024 and 2025 — a lead for 2023, not a published 2023 table.
 * - Minimum ages: the agency's 2022 individual booklet and employer's return (8/2022): no minimum
 *   age in Montpelier, Munroe Falls, New Paris, Oakwood, Obetz, Phillipsburg and Riverside; 15 in
 *   Geneva-on-the-Lake; 16 in Grand River and West Milton; in New Carlisle 16 and 17 year olds
 *   earning $2,500 or more are taxed (spec §1); 18 elsewhere. 2023 is the last year these apply.
 */
const STAR = 'The table prints * for the factor: 100 % up to the credit limit.';

export const TABLE_2023: TaxYearTable = {
  taxYear: 2023,
  source: '2023 member list (agency forms) with the current rate page figures (undated)',
  provisional: true,
  municipalities: [
    member('burton', 'Burton', true, 100, 5_000, 50, { formCode: '176' }),
    member('clayton', 'Clayton', true, 150, 5_000, 75, { formCode: '199' }),
    member('cleveland', 'Cleveland', true, 250, 10_000, 250, { formCode: '200' }),
    member('dalton', 'Dalton', true, 150, 10_000, 150, { formCode: '252' }),
    member('edon', 'Edon', true, 175, 10_000, 175, { formCode: '275' }),
    member('elida', 'Elida', true, 75, 0, 0, { formCode: '276' }),
    member('geneva-on-the-lake', 'Geneva-on-the-Lake', true, 150, 10_000, 100, {
      minimumAge: AGE_15,
      note: STAR,
    }),
    member('germantown', 'Germantown', true, 150, 6_000, 90),
    member('grand-rapids', 'Grand Rapids', true, 100, 5_000, 50),
    member('grand-river', 'Grand River', true, 200, 10_000, 200, { minimumAge: AGE_16 }),
    member('highland-hills', 'Highland Hills', true, 250, 10_000, 250),
    member('linndale', 'Linndale', true, 200, 10_000, 200),
    member('marble-cliff', 'Marble Cliff', true, 200, 10_000, 200),
    member('mentor-on-the-lake', 'Mentor-on-the-Lake', true, 200, 10_000, 200),
    member('montpelier', 'Montpelier', true, 160, 10_000, 160, { minimumAge: NO_MINIMUM_AGE }),
    member('munroe-falls', 'Munroe Falls', true, 225, 10_000, 225, { minimumAge: NO_MINIMUM_AGE }),
    member('new-carlisle', 'New Carlisle', true, 150, 0, 0, { minimumAge: NEW_CARLISLE_AGE_RULE }),
    member('new-madison', 'New Madison', true, 100, 10_000, 100),
    member('new-miami', 'New Miami', true, 175, 10_000, 175),
    member('new-paris', 'New Paris', true, 100, 10_000, 50, { minimumAge: NO_MINIMUM_AGE, note: STAR }),
    member('north-baltimore', 'North Baltimore', true, 100, 0, 0),
    member('north-randall', 'North Randall', true, 275, 10_000, 275),
    member('oakwood-paulding', 'Oakwood (Paulding County)', true, 100, 10_000, 100, {
      minimumAge: NO_MINIMUM_AGE,
    }),
    member('obetz', 'Obetz', false, 250, 10_000, 250, { minimumAge: NO_MINIMUM_AGE }),
    member('orwell', 'Orwell', true, 150, 10_000, 150, { formCode: '605' }),
    member('paulding', 'Paulding', true, 100, 0, 0, { formCode: '640' }),
    member('phillipsburg', 'Phillipsburg', true, 150, 10_000, 100, {
      minimumAge: NO_MINIMUM_AGE,
      formCode: '659',
      note: STAR,
    }),
    member('pitsburg', 'Pitsburg', true, 100, 0, 0, { formCode: '661' }),
    member('riverside', 'Riverside', true, 250, 10_000, 250, { minimumAge: NO_MINIMUM_AGE, formCode: '680' }),
    member('rock-creek', 'Rock Creek', true, 100, 10_000, 100),
    member('russells-point', 'Russells Point', true, 100, 0, 0),
    member('seville', 'Seville', true, 100, 0, 0),
    member('shreve', 'Shreve', true, 100, 10_000, 50, { note: STAR }),
    member('somerset', 'Somerset', true, 100, 0, 0),
    member('south-russell', 'South Russell', true, 125, 7_500, 94),
    member('union', 'Union', true, 150, 10_000, 150),
    member('west-milton', 'West Milton', true, 150, 0, 0, { minimumAge: AGE_16 }),
  ],
};

import { paths } from '@efile/contracts';

export type TileId =
  | 'exemption'
  | 'annualReturn'
  | 'individualEstimate'
  | 'employersReturn'
  | 'netProfitEstimate'
  | 'billingStatement'
  | 'estimatesAndCredits'
  | 'changeEmail'
  | 'manageBusinessAccounts';

export interface Tile {
  id: TileId;
  path: string;
  /** The annual return's tile says Start (spec §2). */
  start?: boolean;
}

/**
 * Spec §2: individuals get exemption, annual return, estimate; business users employer's
 * return and net profit estimate; everyone billing statement, estimates and credits, change
 * e-mail; business users with EinManagement also Manage Business Accounts.
 */
export function dashboardTiles(isBusinessUser: boolean, einManagement: boolean): Tile[] {
  const own: Tile[] = isBusinessUser
    ? [
        { id: 'employersReturn', path: paths.employersReturn },
        { id: 'netProfitEstimate', path: paths.netProfitEstimate },
      ]
    : [
        { id: 'exemption', path: paths.exemption },
        { id: 'annualReturn', path: paths.annualReturn, start: true },
        { id: 'individualEstimate', path: paths.individualEstimate },
      ];
  const everyone: Tile[] = [
    { id: 'billingStatement', path: paths.billingStatement },
    { id: 'estimatesAndCredits', path: paths.estimatesAndCredits },
    { id: 'changeEmail', path: paths.changeEmail },
  ];
  const manage: Tile[] =
    isBusinessUser && einManagement
      ? [{ id: 'manageBusinessAccounts', path: paths.manageBusinessAccounts }]
      : [];
  return [...own, ...everyone, ...manage];
}

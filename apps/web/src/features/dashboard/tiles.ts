import {
  FORMS,
  mayFile,
  paths,
  type AccountForm,
  type AccountLedger,
  type FormDeclaration,
  type FormKey,
} from '@efile/contracts';

export type TileId = FormKey | 'estimatesAndCredits' | 'changeEmail' | 'manageBusinessAccounts';

export interface Tile {
  id: TileId;
  path: string;
  /** The annual return's tile says Start (spec §2). */
  start?: boolean;
}

/**
 * Spec §2: individuals get exemption, annual return, estimate; business users employer's
 * return and net profit estimate; everyone billing statement, estimates and credits, change
 * e-mail; business users with EinManagement also Manage Business Accounts. The forms and who may
 * file each come from the form registry (issue 13).
 */
export function dashboardTiles(isBusinessUser: boolean, einManagement: boolean): Tile[] {
  const forms: Tile[] = FORMS.filter((form) => mayFile(form, isBusinessUser)).map((form) => ({
    id: form.key,
    path: form.path,
    ...(form.id === 'annual-return' ? { start: true } : {}),
  }));
  const everyone: Tile[] = [
    { id: 'estimatesAndCredits', path: paths.estimatesAndCredits },
    { id: 'changeEmail', path: paths.changeEmail },
  ];
  const manage: Tile[] =
    isBusinessUser && einManagement
      ? [{ id: 'manageBusinessAccounts', path: paths.manageBusinessAccounts }]
      : [];
  return [...forms, ...everyone, ...manage];
}

/**
 * The filed form a form's tile reports on (issue 22 item 4), from the account model: a yearly
 * form's filing for the year it files (the annual return and the exemption for the tax year, an
 * estimate for the year under way), a periodic form's latest filing. None for other tiles.
 */
export function tileStanding(
  tile: Tile,
  account: AccountLedger | undefined,
  taxYear: number | undefined,
): AccountForm | undefined {
  const form = FORMS.find((f) => f.key === tile.id);
  if (!form || !account || taxYear === undefined) return undefined;
  const filed = account.forms.filter((f) => f.formType === form.id);
  if (form.cadence !== 'yearly') return filed[0];
  const year = (form as FormDeclaration).ahead ? taxYear + 1 : taxYear;
  return filed.find((f) => f.taxYear === year);
}

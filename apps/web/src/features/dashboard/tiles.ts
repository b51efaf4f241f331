import { FORMS, mayFile, paths, type FormKey } from '@efile/contracts';

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

import {
  FORMS,
  type FormDeclaration,
  type FormId,
  type FormKey,
  type ReminderKind,
} from '@efile/contracts/forms';

/**
 * What the rest of the portal says about a form (issue 25 item 1: a form is one folder): each
 * form folder's `about/<lang>.ts` holds its dashboard tile, its short name in the console and its
 * reminder e-mails' names. The catalogues that show them read every folder's file with an eager
 * `import.meta.glob` and take their part through `formWords`; nothing lists the forms by hand.
 */
export interface FormAbout {
  tile: { title: string; text: string };
  /** As the console's lists and selects name it. */
  short: string;
  /** Each reminder kind the registry gives the form: its name and what it reminds of. */
  reminders?: Readonly<Record<string, { name: string; hint: string }>>;
}

type Tile = FormAbout['tile'];

/** One language's about files by path, as `import.meta.glob(…, { eager: true, import: 'about' })` gives them. */
export function formWords(files: Record<string, FormAbout>) {
  const byFolder = new Map(
    Object.entries(files).map(([path, about]) => [/\/features\/([^/]+)\/about\//.exec(path)?.[1], about]),
  );
  const aboutOf = (id: string): FormAbout => {
    const about = byFolder.get(id);
    if (!about) throw new Error(`The form ${id} has no features/${id}/about file for this language.`);
    return about;
  };
  const reminders = (FORMS as readonly FormDeclaration[]).flatMap((form) => {
    const words = aboutOf(form.id).reminders ?? {};
    return (form.reminders ?? []).map((kind) => {
      const said = words[kind];
      if (!said) throw new Error(`The form ${form.id} does not name its reminder ${kind}.`);
      return [kind, said] as const;
    });
  });
  return {
    tiles: Object.fromEntries(FORMS.map((f) => [f.key, aboutOf(f.id).tile])) as Record<FormKey, Tile>,
    short: Object.fromEntries(FORMS.map((f) => [f.id, aboutOf(f.id).short])) as Record<FormId, string>,
    reminderNames: Object.fromEntries(reminders.map(([kind, r]) => [kind, r.name])) as Record<
      ReminderKind,
      string
    >,
    reminderHints: Object.fromEntries(reminders.map(([kind, r]) => [kind, r.hint])) as Record<
      ReminderKind,
      string
    >,
  };
}

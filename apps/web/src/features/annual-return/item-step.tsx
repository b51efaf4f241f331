import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadedFiles } from '@efile/contracts';
import { t } from '../../i18n';
import { clearDraft, readDraft } from '../../lib/draft';
import { apiFetch } from '../../lib/http';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { UnsavedChangesDialog, type StepError } from '../../ui/form-steps';
import { deleteItem } from './api';
import { ITEM_FIELDS } from './interview';
import { fieldLabel as label, ItemForm, type Item, type Kind } from './item-form';

/**
 * One item loop of the interview (W-2s or 1099s): the entered items and a form to add or edit one
 * (item-form.tsx). Opening another item, or answering "No", with unsaved typing asks first with
 * the spec §5 modal; a save is announced and focus returns to "Add".
 */
export function ItemStep({
  kind,
  items,
  taxYear,
  onDirtyChange,
  showErrors,
  setBeforeNext,
}: {
  kind: Kind;
  items: readonly Item[];
  /** The return's tax year: box 20 is matched against that year's member cities. */
  taxYear: number;
  /** Whether the form holds typed changes not yet saved (the page guards leaving the step). */
  onDirtyChange: (dirty: boolean) => void;
  /** The step's error summary (the engine's). */
  showErrors: (errors: readonly StepError[], options?: { focus?: boolean }) => void;
  /** The engine's hook for the page's Next: a typed item is saved first (issue 24 item 1). */
  setBeforeNext: (handler: (() => Promise<boolean>) | null) => void;
}) {
  const fields = ITEM_FIELDS[kind];
  const queryClient = useQueryClient();
  // An empty loop first asks whether there is any (yes opens the form for the first one).
  // A draft kept when the session ended (lib/draft.ts) reopens its form with what was typed.
  const [draft] = useState(() => readDraft(kind));
  const drafted = draft && (draft.itemId === null ? 'new' : items.find((i) => i.id === draft.itemId));
  const [has, setHas] = useState<boolean | null>(items.length > 0 || drafted ? true : null);
  const [editing, setEditing] = useState<Item | 'new' | null>(drafted ?? null);
  const [restoring, setRestoring] = useState(!!drafted);
  const save = useRef<(() => Promise<boolean>) | null>(null);
  const uploads = useQuery({
    queryKey: ['uploads'],
    queryFn: () => apiFetch(api.fileUpload, { schema: uploadedFiles }),
    enabled: kind === 'w2' || kind === 'form1099',
  });
  /** Each opening is a fresh form (reopening an item drops the typing the person chose to lose). */
  const [opened, setOpened] = useState(0);
  const [dirty, setDirtyState] = useState(false);
  /** A move held until the person says to lose the typing (the spec §5 modal). */
  const [held, setHeld] = useState<(() => void) | null>(null);
  const [announced, setAnnounced] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const setDirty = useCallback(
    (value: boolean) => {
      setDirtyState(value);
      onDirtyChange(value);
    },
    [onDirtyChange],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['annual-return'] });
  const remove = useMutation({ mutationFn: (id: number) => deleteItem(kind, id), onSuccess: refresh });

  // While a typed item is unsaved, the page's Next saves it first (and stays on a failed save).
  useEffect(() => {
    setBeforeNext(editing !== null && dirty ? () => save.current?.() ?? Promise.resolve(true) : null);
    return () => setBeforeNext(null);
  }, [editing, dirty, setBeforeNext]);

  /** Runs a move that would close the form now, or after the person agrees to lose the typing. */
  const leaveForm = (move: () => void) => {
    const moveAndForget = () => {
      clearDraft();
      setRestoring(false);
      move();
    };
    if (editing !== null && dirty) setHeld(() => moveAndForget);
    else moveAndForget();
  };
  const open = (item: Item | 'new') =>
    leaveForm(() => {
      setAnnounced('');
      showErrors([]);
      setDirty(false);
      setEditing(item);
      setOpened((n) => n + 1);
    });
  const number = editing === 'new' ? items.length + 1 : editing ? items.indexOf(editing) + 1 : 0;
  const onSaved = async () => {
    setAnnounced(t(`annualReturn.saved.${kind}`, { n: number }));
    setDirty(false);
    setEditing(null);
    setRestoring(false);
    await Promise.all([refresh(), uploads.refetch()]);
    addButton.current?.focus();
  };

  const columns = fields.filter((f) => f.column);
  /** The names of the files the server holds for an item (issue 24 item 5). */
  const attachedTo = (id: number) =>
    (uploads.data?.files ?? [])
      .filter((f) => (kind === 'w2' ? f.w2Id : f.form1099Id) === id)
      .map((f) => f.name);
  const name = (item: Item, n: number) =>
    `${t(`annualReturn.itemHeading.${kind}`, { n })} (${String(item[fields[0]!.name])})`;
  return (
    <>
      <div role="status" className="margin-bottom-2">
        {announced && (
          <div className="usa-alert usa-alert--success usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{announced}</p>
            </div>
          </div>
        )}
      </div>
      {remove.error && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(remove.error)}</p>
        </Alert>
      )}
      {items.length === 0 && (
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">{t(`annualReturn.has.${kind}`, { year: taxYear })}</legend>
          {([true, false] as const).map((value) => {
            const id = `${kind}-has-${value ? 'yes' : 'no'}`;
            return (
              <div className="usa-radio" key={id}>
                <input
                  className="usa-radio__input"
                  id={id}
                  type="radio"
                  name={`${kind}-has`}
                  checked={has === value}
                  onChange={() => {
                    if (value) {
                      setHas(true);
                      open('new');
                    } else
                      leaveForm(() => {
                        setHas(false);
                        setDirty(false);
                        setEditing(null);
                      });
                  }}
                />
                <label className="usa-radio__label" htmlFor={id}>
                  {value ? t('annualReturn.yes') : t('annualReturn.no')}
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      {has === null ? null : items.length === 0 ? (
        <p>{t(`annualReturn.none.${kind}`)}</p>
      ) : (
        <div className="efile-table-scroll">
          <table className="usa-table usa-table--borderless width-full">
            <thead>
              <tr>
                {columns.map((f) => (
                  <th scope="col" key={f.name}>
                    {label(f)}
                  </th>
                ))}
                <th scope="col">{t('annualReturn.attachments')}</th>
                <th scope="col">
                  <span className="usa-sr-only">{t('annualReturn.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={item.id}>
                  {columns.map((f) => (
                    <td key={f.name} className={f.kind === 'money' ? 'efile-money' : undefined}>
                      {f.kind === 'money'
                        ? formatCents(Number(item[f.name] ?? 0))
                        : String(item[f.name] ?? '')}
                    </td>
                  ))}
                  <td>{attachedTo(item.id).join(', ') || t('annualReturn.noAttachment')}</td>
                  <td>
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      onClick={() => open(item)}
                    >
                      {t('annualReturn.edit', { name: name(item, i + 1) })}
                    </button>{' '}
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(item.id)}
                    >
                      {t('annualReturn.remove', { name: name(item, i + 1) })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && restoring && (
        <Alert type="info">
          <p className="margin-0">{t('annualReturn.restored')}</p>
        </Alert>
      )}
      {editing ? (
        <ItemForm
          key={opened}
          saveRef={save}
          {...(restoring && draft ? { restore: draft.values } : {})}
          kind={kind}
          {...(editing === 'new' ? {} : { item: editing })}
          number={number}
          taxYear={taxYear}
          onSaved={onSaved}
          onDirtyChange={setDirty}
          showErrors={showErrors}
        />
      ) : (
        has && (
          <button
            type="button"
            ref={addButton}
            className="usa-button usa-button--outline"
            onClick={() => open('new')}
          >
            {t(`annualReturn.add.${kind}`)}
          </button>
        )
      )}
      <UnsavedChangesDialog
        open={held !== null}
        onLeave={() => {
          const move = held;
          setHeld(null);
          move?.();
        }}
        onStay={() => setHeld(null)}
      />
    </>
  );
}

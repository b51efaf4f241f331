import { Fragment, useState } from 'react';
import type { z } from 'zod';
import {
  FORMS,
  FORM_PROCESSING_STATUSES,
  formQueueQuery,
  formStatusBody,
  type FormHistory,
  type FormProcessingStatus,
  type QueuedForm,
  type QueueView,
} from '@efile/contracts';
import { st, type StaffMessageKey } from '../../i18n';
import { formName } from '../../ui/form-name';
import { staffProblemMessage } from '../../lib/api';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { SelectInput, TextAreaInput } from '../../../ui/schema-form';
import { filedForms, historyOf, moveForm, takeItem } from './api';
import { AgeCell, HolderCell, QueueTable, ViewChoice } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';
import { TaxpayerLink } from '../../ui/taxpayer-link';

const statusText = (status: FormProcessingStatus) => st(`queues.forms.statuses.${status}` as StaffMessageKey);
const labelOf = (f: QueuedForm) => f.confirmationNumber ?? `#${f.id}`;

type Move = z.infer<typeof formStatusBody>;

/** A filed form moved to processed or needs attention, with the note kept in its history. */
function MoveForm({
  form: f,
  busy,
  onSent,
}: {
  form: QueuedForm;
  busy: boolean;
  onSent: (move: Move) => void;
}) {
  const state = useStaffForm<Move, Move>({
    schema: formStatusBody,
    defaultValues: { status: f.status === 'processed' ? 'needs-attention' : 'processed', note: '' },
    focus: 'field',
    ids: (path) => `${path}-${f.id}`,
    send: (move) => moveForm(f.id, move.status, move.note),
    onSent: (_done, move) => onSent(move),
  });
  return (
    <StaffForm state={state} className="usa-form maxw-tablet">
      <SelectInput
        name="status"
        label={st('queues.forms.newStatus', { confirmation: labelOf(f) })}
        options={(['processed', 'needs-attention'] as const).map((s) => ({ value: s, label: statusText(s) }))}
      />
      <TextAreaInput name="note" label={st('queues.forms.note')} hint={st('queues.forms.noteHint')} />
      <button type="submit" className="usa-button" disabled={busy || state.busy}>
        {st('queues.forms.save')}
      </button>
    </StaffForm>
  );
}

/** The queue's filter: a status and a form, either of them any ('' — left out of the query). */
const filterQuery = formQueueQuery.pick({ status: true, formType: true });
type Filter = { status: string; formType: string };

function FormsFilter({ filter, onChange }: { filter: Filter; onChange: (filter: Filter) => void }) {
  const state = useStaffForm<Filter, z.infer<typeof filterQuery>>({
    schema: filterQuery,
    defaultValues: filter,
    request: ({ status, formType }) => ({ status: status || undefined, formType: formType || undefined }),
    focus: 'field',
    ids: (path) => (path === 'status' ? 'forms-status' : 'forms-type'),
    send: async (request) => request,
    onSent: (_sent, query) => onChange({ status: query.status ?? '', formType: query.formType ?? '' }),
  });
  const any = { value: '', label: st('queues.any') };
  return (
    <StaffForm state={state} className="usa-form grid-row grid-gap flex-align-end">
      <div className="tablet:grid-col-4">
        <SelectInput
          name="status"
          label={st('queues.forms.status')}
          options={[any, ...FORM_PROCESSING_STATUSES.map((s) => ({ value: s, label: statusText(s) }))]}
        />
      </div>
      <div className="tablet:grid-col-6">
        <SelectInput
          name="formType"
          label={st('queues.forms.formType')}
          options={[any, ...FORMS.map((f) => ({ value: f.id, label: f.name }))]}
        />
      </div>
      <div className="tablet:grid-col-2">
        <button type="submit" className="usa-button">
          {st('queues.filter')}
        </button>
      </div>
    </StaffForm>
  );
}

type Open = { id: number; kind: 'move' } | { id: number; kind: 'history'; history: FormHistory };

/**
 * Filed forms to process (issue 16, ADR 0037): filter by status and form; move a form to
 * processed or needs attention with a note (kept in its history), or read that history.
 */
function FormsQueue({ reason }: { reason: string }) {
  const [filter, setFilter] = useState<Filter>({
    status: 'received',
    formType: '',
  });
  const [view, setView] = useState<QueueView>('all');
  const queue = useQueue(
    (cursor) => filedForms(reason, filter, view, cursor),
    `forms:${reason}:${filter.status}:${filter.formType}:${view}`,
  );
  const canAct = useCanAct();
  const [open, setOpen] = useState<Open | null>(null);
  const { done, error, setError, busy, sent, act } = useQueueAction(queue);

  const showHistory = async (f: QueuedForm) => {
    if (open?.id === f.id && open.kind === 'history') return setOpen(null);
    setError(null);
    try {
      setOpen({ id: f.id, kind: 'history', history: await historyOf(f.id, reason) });
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  };

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <div className="grid-row grid-gap">
        <ViewChoice id="forms-view" value={view} onChange={setView} />
      </div>
      <FormsFilter filter={filter} onChange={setFilter} />
      <QueueTable
        queue={queue}
        caption={st('queues.forms.caption')}
        columns={[
          st('queues.forms.confirmation'),
          st('queues.forms.formType'),
          st('queues.forms.taxpayer'),
          st('queues.forms.year'),
          st('queues.forms.filed'),
          st('queues.age.heading'),
          st('queues.forms.status'),
          st('queues.holder.heading'),
          st('queues.forms.actions'),
        ]}
        done={done}
        error={error}
      >
        {queue.items?.map((f) => (
          <Fragment key={f.id}>
            <tr>
              <th scope="row" data-label={st('queues.forms.confirmation')}>
                {labelOf(f)}
              </th>
              <td data-label={st('queues.forms.formType')}>{formName(f.formType)}</td>
              <td data-label={st('queues.forms.taxpayer')}>
                <TaxpayerLink id={f.taxpayerId} reason={reason}>
                  {f.taxpayerName} ({f.taxpayerId})
                </TaxpayerLink>
              </td>
              <td data-label={st('queues.forms.year')}>{f.period ?? f.taxYear}</td>
              <td data-label={st('queues.forms.filed')}>{when(f.filedAt)}</td>
              <td data-label={st('queues.age.heading')}>
                <AgeCell age={f.age} />
              </td>
              <td data-label={st('queues.forms.status')}>{statusText(f.status)}</td>
              <td data-label={st('queues.holder.heading')}>
                <HolderCell
                  held={f}
                  item={labelOf(f)}
                  canAct={canAct}
                  busy={busy}
                  onTake={() =>
                    void act(() => takeItem('forms', f.id), st('queues.holder.taken', { item: labelOf(f) }))
                  }
                />
              </td>
              <td data-label={st('queues.forms.actions')}>
                <ul className="usa-button-group">
                  {canAct && (
                    <li className="usa-button-group__item">
                      <button
                        type="button"
                        className="usa-button usa-button--outline"
                        aria-expanded={open?.id === f.id && open.kind === 'move'}
                        aria-label={st('queues.forms.changeLabel', { confirmation: labelOf(f) })}
                        onClick={() =>
                          setOpen(
                            open?.id === f.id && open.kind === 'move' ? null : { id: f.id, kind: 'move' },
                          )
                        }
                      >
                        {st('queues.forms.change')}
                      </button>
                    </li>
                  )}
                  <li className="usa-button-group__item">
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      aria-expanded={open?.id === f.id && open.kind === 'history'}
                      aria-label={st('queues.forms.historyLabel', { confirmation: labelOf(f) })}
                      onClick={() => void showHistory(f)}
                    >
                      {st('queues.forms.history')}
                    </button>
                  </li>
                </ul>
              </td>
            </tr>
            {open?.id === f.id && (
              <tr>
                <td colSpan={9}>
                  {open.kind === 'history' ? (
                    open.history.events.length === 0 ? (
                      <p>{st('queues.forms.historyEmpty')}</p>
                    ) : (
                      <ol className="usa-list">
                        {open.history.events.map((e) => (
                          <li key={e.seq}>
                            {st('queues.forms.historyItem', {
                              status: statusText(e.status),
                              who: e.staffUsername,
                              when: when(e.occurredAt),
                              note: e.note,
                            })}
                          </li>
                        ))}
                      </ol>
                    )
                  ) : (
                    <MoveForm
                      form={f}
                      busy={busy}
                      onSent={({ status }) =>
                        void sent(
                          st('queues.forms.moved', { confirmation: labelOf(f), status: statusText(status) }),
                          () => setOpen(null),
                        )
                      }
                    />
                  )}
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </QueueTable>
    </>
  );
}

/** The queue shows taxpayer data: it opens once the reason for looking is given (ADR 0046). */
export default function FormsPage() {
  return (
    <>
      <StaffPageHeading>{st('queues.forms.title')}</StaffPageHeading>
      <p>{st('queues.forms.intro')}</p>
      <ReasonGate>{(reason) => <FormsQueue reason={reason} />}</ReasonGate>
    </>
  );
}

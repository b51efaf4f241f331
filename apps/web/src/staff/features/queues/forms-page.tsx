import { Fragment, useState, type FormEvent } from 'react';
import {
  FORMS,
  FORM_PROCESSING_STATUSES,
  type FormHistory,
  type FormProcessingStatus,
  type QueuedForm,
} from '@efile/contracts';
import { st, type StaffMessageKey } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { filedForms, historyOf, moveForm } from './api';
import { NoteField, QueueTable } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';

const statusText = (status: FormProcessingStatus) => st(`queues.forms.statuses.${status}` as StaffMessageKey);
const formName = (id: string) => FORMS.find((f) => f.id === id)?.name ?? id;
const labelOf = (f: QueuedForm) => f.confirmationNumber ?? `#${f.id}`;

type Open = { id: number; kind: 'move' } | { id: number; kind: 'history'; history: FormHistory };

/**
 * Filed forms to process (issue 16, ADR 0037): filter by status and form; move a form to
 * processed or needs attention with a note (kept in its history), or read that history.
 */
function FormsQueue({ reason }: { reason: string }) {
  const [filter, setFilter] = useState<{ status: string; formType: string }>({
    status: 'received',
    formType: '',
  });
  const queue = useQueue(
    (cursor) => filedForms(reason, filter, cursor),
    `forms:${reason}:${filter.status}:${filter.formType}`,
  );
  const canAct = useCanAct();
  const [open, setOpen] = useState<Open | null>(null);
  const { done, error, setError, busy, act } = useQueueAction(queue);

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilter({ status: String(data.get('status') ?? ''), formType: String(data.get('formType') ?? '') });
  };

  const showHistory = async (f: QueuedForm) => {
    if (open?.id === f.id && open.kind === 'history') return setOpen(null);
    setError(null);
    try {
      setOpen({ id: f.id, kind: 'history', history: await historyOf(f.id, reason) });
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  };

  const move = (f: QueuedForm) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get(`status-${f.id}`)) as 'processed' | 'needs-attention';
    await act(
      () => moveForm(f.id, status, String(data.get(`note-${f.id}`) ?? '').trim()),
      st('queues.forms.moved', { confirmation: labelOf(f), status: statusText(status) }),
      () => setOpen(null),
    );
  };

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <form className="usa-form grid-row grid-gap flex-align-end" onSubmit={applyFilter}>
        <div className="usa-form-group tablet:grid-col-4">
          <label className="usa-label" htmlFor="forms-status">
            {st('queues.forms.status')}
          </label>
          <select className="usa-select" id="forms-status" name="status" defaultValue={filter.status}>
            <option value="">{st('queues.any')}</option>
            {FORM_PROCESSING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="usa-form-group tablet:grid-col-6">
          <label className="usa-label" htmlFor="forms-type">
            {st('queues.forms.formType')}
          </label>
          <select className="usa-select" id="forms-type" name="formType" defaultValue={filter.formType}>
            <option value="">{st('queues.any')}</option>
            {FORMS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <div className="tablet:grid-col-2">
          <button type="submit" className="usa-button">
            {st('queues.filter')}
          </button>
        </div>
      </form>
      <QueueTable
        queue={queue}
        caption={st('queues.forms.caption')}
        columns={[
          st('queues.forms.confirmation'),
          st('queues.forms.formType'),
          st('queues.forms.taxpayer'),
          st('queues.forms.year'),
          st('queues.forms.filed'),
          st('queues.forms.status'),
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
                {f.taxpayerName} ({f.taxpayerId})
              </td>
              <td data-label={st('queues.forms.year')}>{f.period ?? f.taxYear}</td>
              <td data-label={st('queues.forms.filed')}>{when(f.filedAt)}</td>
              <td data-label={st('queues.forms.status')}>{statusText(f.status)}</td>
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
                <td colSpan={7}>
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
                    <form className="usa-form maxw-tablet" onSubmit={(event) => void move(f)(event)}>
                      <div className="usa-form-group">
                        <label className="usa-label" htmlFor={`status-${f.id}`}>
                          {st('queues.forms.newStatus', { confirmation: labelOf(f) })}
                        </label>
                        <select
                          className="usa-select"
                          id={`status-${f.id}`}
                          name={`status-${f.id}`}
                          defaultValue={f.status === 'processed' ? 'needs-attention' : 'processed'}
                        >
                          <option value="processed">{statusText('processed')}</option>
                          <option value="needs-attention">{statusText('needs-attention')}</option>
                        </select>
                      </div>
                      <NoteField
                        id={`note-${f.id}`}
                        label={st('queues.forms.note')}
                        hint={st('queues.forms.noteHint')}
                        autoFocus={false}
                      />
                      <button type="submit" className="usa-button" disabled={busy}>
                        {st('queues.forms.save')}
                      </button>
                    </form>
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

import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffDone,
  staffNoteBody,
  staffTimeline,
  staffTimelineApi,
  type TimelineItem,
} from '@efile/contracts';
import type { z } from 'zod';
import { Alert } from '../../../ui/alert';
import { TextInput } from '../../../ui/schema-form';
import { longDateTime } from '../../../lib/dates';
import { st } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { StaffForm, useStaffForm } from '../../ui/staff-form';

const q = 'taxpayers.timeline';

/** What one item of the timeline is, in words: "Note by staff.clerk", "E-mail to …". */
const headingOf = (item: TimelineItem) => st(`${q}.kinds.${item.kind}`, { by: item.by });

/** A note on the account: saved once, then shown at the top of the timeline, where focus goes. */
function NoteForm({
  taxpayerId,
  reason,
  onSaved,
}: {
  taxpayerId: string;
  reason: string;
  onSaved: () => void;
}) {
  const state = useStaffForm<{ note: string }, z.input<typeof staffNoteBody>>({
    schema: staffNoteBody,
    defaultValues: { note: '' },
    request: ({ note }) => ({ note, reason }),
    labels: { note: st(`${q}.note`) },
    focus: 'field',
    ids: () => 'timeline-note',
    send: (body) =>
      staffFetch(pathOf(staffTimelineApi.notes, { id: taxpayerId }), {
        method: 'POST',
        body,
        schema: staffDone,
      }),
    onSent: () => {
      state.form.reset({ note: '' });
      onSaved();
    },
  });
  return (
    <StaffForm state={state}>
      <TextInput name="note" label={st(`${q}.note`)} hint={st(`${q}.noteHint`)} maxLength={2000} />
      <button type="submit" className="usa-button" disabled={state.busy}>
        {st(`${q}.add`)}
      </button>
    </StaffForm>
  );
}

/**
 * The account's notes and correspondence (issue 28 item 4), newest first: notes staff kept, Contact
 * Us messages and the agency's replies, the e-mails the portal sent; a note added by those who act.
 */
export function Timeline({
  taxpayerId,
  reason,
  canNote,
}: {
  taxpayerId: string;
  reason: string;
  canNote: boolean;
}) {
  const queries = useQueryClient();
  const key = ['staff', 'timeline', taxpayerId, reason];
  const timeline = useQuery({
    queryKey: key,
    queryFn: () =>
      staffFetch(pathOf(staffTimelineApi.timeline, { id: taxpayerId }), {
        query: { reason },
        schema: staffTimeline,
      }),
  });
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  const items = timeline.data?.items ?? [];
  return (
    <>
      {canNote && (
        <NoteForm
          taxpayerId={taxpayerId}
          reason={reason}
          onSaved={() => {
            setSaved(true);
            void queries.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      <div ref={savedRef} tabIndex={-1}>
        {saved && (
          <Alert type="success" slim>
            <p className="margin-0">{st(`${q}.saved`)}</p>
          </Alert>
        )}
      </div>
      {timeline.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{staffProblemMessage(timeline.error)}</p>
        </Alert>
      )}
      {timeline.isSuccess && items.length === 0 && <p>{st(`${q}.none`)}</p>}
      {items.length > 0 && (
        <ol className="usa-list usa-list--unstyled" data-testid="timeline">
          {items.map((item, n) => (
            <li
              key={`${item.kind}-${item.at}-${n}`}
              className="border-bottom-1px border-base-lighter padding-y-1"
            >
              <p className="margin-0 text-bold">
                {headingOf(item)}
                <span className="text-normal"> · {longDateTime(item.at)}</span>
              </p>
              {item.subject && <p className="margin-0">{item.subject}</p>}
              {item.status && (
                <p className="margin-0 usa-hint">{st(`${q}.status`, { status: item.status })}</p>
              )}
              <p className="margin-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

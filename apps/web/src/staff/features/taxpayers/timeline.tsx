import { useEffect, useRef, useState, type Ref } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
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
import { formatCents } from '../../../lib/money';
import { st } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { formName } from '../../ui/form-name';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { dayText, when } from '../../ui/when';

const q = 'taxpayers.timeline';

/** What one item of the timeline is, in words: "Note by staff.clerk", "E-mail to …". */
const headingOf = (item: TimelineItem) => st(`${q}.kinds.${item.kind}`, { by: item.by });

/** A letter the mailroom recorded, in words: "Check 1042 for $1,307.50, received Mar 2, 2026". */
function letterText(letter: NonNullable<TimelineItem['letter']>): string {
  return st(`${q}.letters.${letter.kind}`, {
    number: letter.checkNumber ?? '',
    amount: formatCents(letter.amountCents),
    day: dayText(letter.receivedOn),
    form: formName(letter.formType),
    year: letter.taxYear,
    period: letter.period ? ` (${letter.period})` : '',
  });
}

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

function Item({ item, focusRef }: { item: TimelineItem; focusRef?: Ref<HTMLLIElement> }) {
  return (
    <li
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="border-bottom-1px border-base-lighter padding-y-1"
    >
      <p className="margin-0 text-bold">
        {headingOf(item)}
        <span className="text-normal"> · {when(item.at)}</span>
      </p>
      {item.subject && <p className="margin-0">{item.subject}</p>}
      {item.letter && <p className="margin-0">{letterText(item.letter)}</p>}
      {item.letter && (
        <p className="margin-0 usa-hint">
          {st(`${q}.status`, { status: st(`mailroom.list.statuses.${item.letter.status}`) })}
        </p>
      )}
      {item.status && <p className="margin-0 usa-hint">{st(`${q}.status`, { status: item.status })}</p>}
      {item.text && (
        <p className="margin-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.text}
        </p>
      )}
    </li>
  );
}

/**
 * The account's notes and correspondence (issue 28 item 4), newest first, a page at a time: notes
 * staff kept, Contact Us messages and the agency's replies, the e-mails the portal sent about the
 * taxpayer, the letters the mailroom recorded; a note added by those who act. "Show older items"
 * loads the next page and takes the focus to its first item.
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
  const timeline = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      staffFetch(pathOf(staffTimelineApi.timeline, { id: taxpayerId }), {
        query: pageParam ? { reason, before: pageParam } : { reason },
        schema: staffTimeline,
      }),
    getNextPageParam: (last) => last.more ?? undefined,
  });
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  // The first item of a page loaded by "Show older items" takes the focus once it is shown.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const firstOlder = useRef<HTMLLIElement>(null);
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt !== null && items.length > focusAt && focused.current !== focusAt) {
      focused.current = focusAt;
      firstOlder.current?.focus();
    }
  }, [focusAt, items.length]);
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
            <Item
              key={`${item.kind}-${item.at}-${n}`}
              item={item}
              {...(n === focusAt ? { focusRef: firstOlder } : {})}
            />
          ))}
        </ol>
      )}
      {timeline.hasNextPage ? (
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-1"
          aria-disabled={timeline.isFetchingNextPage}
          onClick={() => {
            if (timeline.isFetchingNextPage) return;
            setFocusAt(items.length);
            void timeline.fetchNextPage();
          }}
        >
          {timeline.isFetchingNextPage ? st(`${q}.olderLoading`) : st(`${q}.older`)}
        </button>
      ) : (
        (timeline.data?.pages.length ?? 0) > 1 && <p className="usa-hint">{st(`${q}.oldest`)}</p>
      )}
    </>
  );
}

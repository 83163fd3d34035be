/**
 * All from this person (docs/product.md#answering-leads): every lead of one address with its notes,
 * mails and status changes, newest first, where the person first and last came from, and, for
 * owners, Erase person with exactly what it deletes counted beforehand.
 */
import { useCallback, useContext } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { fetchPersonTimeline, type TimelineRow } from '../../lib/db/lead-answers.ts';
import { LIST_TEXT } from '../strings.ts';
import AdminDialog from '../ui/AdminDialog.tsx';
import Facts from '../ui/Facts.tsx';
import VisitorText from '../ui/VisitorText.tsx';
import { PERSON_TEXT } from './answer-strings.ts';
import { MayErase } from './desk-access.ts';
import ErasePerson from './ErasePerson.tsx';
import { isLeadEntry, touches } from './person-touch.ts';
import { entryKey, entryWords, newestFirst } from './timeline-entry.ts';
import { useRead } from './use-read.ts';

interface Props {
  personId: string;
  /** The address as the lead that opened the view spells it. */
  email: string;
  onClose: () => void;
  onErased: () => void;
  returnFocusTo: HTMLElement | null;
}

function TimelineItem({ row, leadAt }: { row: TimelineRow; leadAt: string | undefined }) {
  const words = entryWords(row);
  const lead = isLeadEntry(row);
  return (
    <li className="relative flex flex-col gap-1 border-l-2 border-slate-200 pb-4 pl-4 last:pb-0">
      <span
        aria-hidden="true"
        className={`absolute top-1.5 -left-[5px] size-2 rounded-full ${lead ? 'bg-accent' : 'bg-slate-400'}`}
      />
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{words.kind}</span>
        {' · '}
        <time dateTime={row.at}>{formatDateTime(row.at)}</time>
        {!lead && leadAt && (
          <>
            {' · '}
            {PERSON_TEXT.ofLead(row.lead_table === 'contact_messages' ? 'message' : 'request', leadAt)}
          </>
        )}
      </p>
      {words.text && (
        <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap text-ink [unicode-bidi:isolate]">
          {words.text}
        </p>
      )}
      {words.detail && (
        <p className="text-xs text-muted">
          <VisitorText>{words.detail}</VisitorText>
        </p>
      )}
    </li>
  );
}

export default function PersonView({ personId, email, onClose, onErased, returnFocusTo }: Props) {
  const mayErase = useContext(MayErase);
  const { value: timeline, failed } = useRead(useCallback(() => fetchPersonTimeline(personId), [personId]));

  const leadTimes = new Map(timeline?.filter(isLeadEntry).map((row) => [row.lead_id, row.at]));
  const touch = timeline && touches(timeline);

  return (
    <AdminDialog
      heading={PERSON_TEXT.heading}
      intro={
        <p className="mt-1 text-sm break-all text-muted">
          <VisitorText>{email}</VisitorText>
        </p>
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {timeline === null ? (
        <p className="text-muted">{failed ? PERSON_TEXT.fetchFailed : PERSON_TEXT.loading}</p>
      ) : (
        <>
          {touch && (
            <div className="grid gap-3 text-sm sm:grid-cols-2">
              {(touch.single
                ? ([[PERSON_TEXT.onlyTouch, touch.first]] as const)
                : ([
                    [PERSON_TEXT.firstTouch, touch.first],
                    [PERSON_TEXT.lastTouch, touch.last],
                  ] as const)
              ).map(([label, facts]) => (
                <section key={label} className="rounded-xl bg-slate-50 p-3">
                  <h3 className="mb-1 font-semibold text-ink">{label}</h3>
                  <Facts empty={LIST_TEXT.none} facts={facts} />
                </section>
              ))}
            </div>
          )}
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">
              {PERSON_TEXT.timelineLabel}{' '}
              <span className="text-sm font-normal text-muted">{PERSON_TEXT.order}</span>
            </h3>
            <ol aria-label={PERSON_TEXT.timelineLabel} className="ml-1 flex flex-col">
              {newestFirst(timeline).map((row) => (
                <TimelineItem key={entryKey(row)} row={row} leadAt={leadTimes.get(row.lead_id)} />
              ))}
            </ol>
          </section>
        </>
      )}
      {mayErase && <ErasePerson email={email} onErased={onErased} />}
    </AdminDialog>
  );
}

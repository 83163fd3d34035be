/**
 * What a lead's details add for the desk (rendered only once More details is open, since each
 * reads the database): the state of its email notice, its conversation with the reply form beside
 * its notes, and All from this person (where Erase person is).
 */
import { useEffect, useState } from 'react';
import { fetchNotice, type LeadRef } from '../../lib/db/lead-desk.ts';
import { LIST_TEXT } from '../strings.ts';
import Facts from '../ui/Facts.tsx';
import { rowActionClass } from '../ui/row-action.ts';
import { PERSON_TEXT } from './answer-strings.ts';
import { NOTICE_TEXT } from './desk-strings.ts';
import type { LeadRow } from './fill-template.ts';
import LeadConversation from './LeadConversation.tsx';
import LeadNotes from './LeadNotes.tsx';
import { noticeSummary } from './notice-summary.ts';
import PersonView from './PersonView.tsx';

interface Props {
  lead: LeadRef;
  row: LeadRow;
  /** After a reply (the status moved) or an erasure: the list and the counts are read again. */
  onChanged: () => void;
}

function NoticeFact({ lead }: { lead: LeadRef }) {
  const [summary, setSummary] = useState<string | null>(null);
  const { table, id } = lead;
  useEffect(() => {
    let current = true;
    void fetchNotice({ table, id })
      .catch(() => null)
      .then((notice) => {
        if (current) setSummary(noticeSummary(notice));
      });
    return () => {
      current = false;
    };
  }, [table, id]);
  return <Facts empty={LIST_TEXT.none} facts={[{ label: NOTICE_TEXT.label, value: summary }]} />;
}

export default function LeadDeskDetails({ lead, row, onChanged }: Props) {
  // The button that opened the person's view (focus returns to it), while it is open.
  const [personOpener, setPersonOpener] = useState<HTMLElement | null>(null);

  return (
    <div className="mt-3 flex flex-col gap-3">
      <NoticeFact lead={lead} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <LeadConversation lead={lead} row={row} onReplied={onChanged} />
        <LeadNotes lead={lead} />
      </div>
      {row.person_id && (
        <div className="border-t border-slate-200 pt-3">
          <button
            type="button"
            className={rowActionClass('secondary')}
            onClick={(event) => setPersonOpener(event.currentTarget)}
          >
            {PERSON_TEXT.open}
          </button>
        </div>
      )}
      {personOpener && row.person_id && (
        <PersonView
          personId={row.person_id}
          email={row.email}
          returnFocusTo={personOpener}
          onClose={() => setPersonOpener(null)}
          onErased={() => {
            setPersonOpener(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/**
 * What a lead's details add for the desk (rendered only once More details is open, since each
 * reads the database): the state of its email notice, its notes, and Erase person.
 */
import { useEffect, useState } from 'react';
import { erasePerson, fetchNotice, type LeadRef } from '../../lib/db/lead-desk.ts';
import { showToast } from '../../lib/ui/toast.ts';
import { LIST_TEXT } from '../strings.ts';
import Facts from '../ui/Facts.tsx';
import { rowActionClass } from '../ui/row-action.ts';
import { ERASE_TEXT, NOTICE_TEXT } from './desk-strings.ts';
import LeadNotes from './LeadNotes.tsx';
import { noticeSummary } from './notice-summary.ts';

interface Props {
  lead: LeadRef;
  email: string;
  /** After an erasure: the list and the counts are read again. */
  onErased: () => void;
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

export default function LeadDeskDetails({ lead, email, onErased }: Props) {
  const [erasing, setErasing] = useState(false);

  async function erase() {
    if (!window.confirm(ERASE_TEXT.confirm(email))) return;
    setErasing(true);
    const rows = await erasePerson(email).catch(() => null);
    setErasing(false);
    if (rows === null) {
      showToast({ title: ERASE_TEXT.failed, description: ERASE_TEXT.failedDescription, tone: 'error' });
      return;
    }
    showToast({ title: ERASE_TEXT.done, description: ERASE_TEXT.doneDescription(rows), tone: 'success' });
    onErased();
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      <NoticeFact lead={lead} />
      <LeadNotes lead={lead} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-red-100 pt-3">
        <p className="text-sm text-muted">{ERASE_TEXT.warning}</p>
        <button
          type="button"
          className={rowActionClass('danger')}
          disabled={erasing}
          aria-busy={erasing}
          onClick={() => void erase()}
        >
          {ERASE_TEXT.button}
        </button>
      </div>
    </div>
  );
}

/**
 * A lead's conversation, beside its notes (docs/product.md#answering-leads): the mails to the
 * visitor oldest first (the acknowledgement, then each reply with its sender), each with its
 * delivery state, and the reply form under them. A reply shows as Queued at once; the list is read
 * again while anything waits to be sent.
 */
import { useId } from 'react';
import type { LeadMail } from '../../lib/db/lead-answers.ts';
import type { LeadRef } from '../../lib/db/lead-desk.ts';
import ReadList from '../ui/ReadList.tsx';
import VisitorText from '../ui/VisitorText.tsx';
import { THREAD_TEXT } from './answer-strings.ts';
import type { LeadRow } from './fill-template.ts';
import { mailStateText } from './mail-state.ts';
import ReplyForm from './ReplyForm.tsx';
import { useLeadMails } from './use-lead-mails.ts';

/** Colour follows the state's weight: a mail that did not go is red, one still waiting amber. */
function stateClass(mail: LeadMail): string {
  if (mail.status === 'failed' || mail.status === 'expired') return 'text-red-700';
  if (mail.status === 'queued') return mail.last_error ? 'text-red-700' : 'text-amber-800';
  return 'text-emerald-800';
}

function MailItem({ mail }: { mail: LeadMail }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-xs text-muted">
        {mail.kind === 'reply' ? (
          <VisitorText>{THREAD_TEXT.reply(mail.sent_by_email, mail.created_at)}</VisitorText>
        ) : (
          THREAD_TEXT.acknowledgement(mail.created_at)
        )}
      </p>
      <p className="break-words whitespace-pre-wrap text-ink">
        {mail.body ?? <span className="text-muted italic">{THREAD_TEXT.acknowledgementBody}</span>}
      </p>
      <p className={`text-xs font-medium ${stateClass(mail)}`}>{mailStateText(mail)}</p>
    </li>
  );
}

interface Props {
  lead: LeadRef;
  row: LeadRow;
  /** After a reply was queued: the lead's status moved, so the list and the counts are read again. */
  onReplied: () => void;
}

export default function LeadConversation({ lead, row, onReplied }: Props) {
  const headingId = useId();
  const { mails, failed, add } = useLeadMails(lead);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-semibold text-ink">
        {THREAD_TEXT.heading}
      </h4>
      <ReadList items={mails} failed={failed} text={THREAD_TEXT} label={THREAD_TEXT.heading}>
        {(mail) => <MailItem key={mail.id} mail={mail} />}
      </ReadList>
      <ReplyForm
        lead={lead}
        row={row}
        onSent={(mail) => {
          add(mail);
          onReplied();
        }}
      />
    </section>
  );
}

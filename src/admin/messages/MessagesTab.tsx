/** The Messages tab: contact messages with Mark Read (while unread) and Mark Responded (until responded). */
import { messageStatusPatch, MESSAGE_STATUS_SET } from '../../lib/leads/message-statuses.ts';
import { statusActions, statusLabel, statusTone } from '../../lib/leads/status-set.ts';
import type { ContactMessage } from '../../lib/db/contact-messages.ts';
import { LIST_TEXT, MESSAGES_TEXT } from '../strings.ts';
import { attributionFacts } from '../leads/attribution.ts';
import { describedFacts } from '../leads/described-fields.ts';
import Facts from '../ui/Facts.tsx';
import { CONTACT_MESSAGE_DESCRIPTION } from '../../lib/leads/lead-fields.ts';
import { formatDateTime } from '../../lib/dates.ts';
import LeadPanel, { type RowControls } from '../ui/LeadPanel.tsx';
import { rowActionClass } from '../ui/row-action.ts';
import RowShell from '../ui/RowShell.tsx';
import { MESSAGE_PANEL } from './message-config.ts';

function MessageRow({ row, busy, update, deskDetails }: { row: ContactMessage } & RowControls) {
  return (
    <RowShell
      title={row.name}
      email={row.email}
      createdAt={row.created_at}
      statusLabel={statusLabel(MESSAGE_STATUS_SET, row.status)}
      statusTone={statusTone(MESSAGE_STATUS_SET, row.status)}
      summary={
        <>
          {/* The paragraph itself is isolated (a <bdi> inside would not be clipped by the clamp). */}
          <p className="line-clamp-3 break-words [unicode-bidi:isolate] lg:line-clamp-1">{row.message}</p>
          {row.responded_at && (
            <p className="mt-1 text-muted">
              {MESSAGES_TEXT.responded}{' '}
              <time dateTime={row.responded_at}>{formatDateTime(row.responded_at)}</time>
            </p>
          )}
        </>
      }
      lazyDetails={deskDetails}
      details={
        <>
          <p className="mb-3 break-words whitespace-pre-wrap text-ink [unicode-bidi:isolate]">
            {row.message}
          </p>
          <Facts
            empty={LIST_TEXT.none}
            facts={[...describedFacts(CONTACT_MESSAGE_DESCRIPTION, row), ...attributionFacts(row)]}
          />
        </>
      }
      actions={statusActions(MESSAGE_STATUS_SET, row.status).map(({ action, label, to, emphasis }) => (
        <button
          key={action}
          type="button"
          className={rowActionClass(emphasis)}
          disabled={busy}
          onClick={() => update(messageStatusPatch(to, new Date()))}
        >
          {label}
        </button>
      ))}
    />
  );
}

export default function MessagesTab({ onChanged }: { onChanged: () => void }) {
  return (
    <LeadPanel
      config={MESSAGE_PANEL}
      onChanged={onChanged}
      renderRow={(row, controls) => <MessageRow row={row} {...controls} />}
    />
  );
}

/** The Requests tab: access requests with Mark Contacted and Qualify (pending), Mark Onboarded (qualified). */
import { REQUEST_STATUS_SET } from '../../lib/leads/request-statuses.ts';
import { statusActions, statusLabel, statusTone } from '../../lib/leads/status-set.ts';
import type { OnboardingRequest } from '../../lib/db/onboarding-requests.ts';
import { LIST_TEXT, REQUESTS_TEXT } from '../strings.ts';
import { attributionFacts } from '../leads/attribution.ts';
import { describedFacts } from '../leads/described-fields.ts';
import Facts from '../ui/Facts.tsx';
import { ACCESS_REQUEST_DESCRIPTION } from '../../lib/leads/lead-fields.ts';
import LeadPanel, { type RowControls } from '../ui/LeadPanel.tsx';
import { rowActionClass } from '../ui/row-action.ts';
import RowShell from '../ui/RowShell.tsx';
import { REQUEST_PANEL } from './request-config.ts';
import VisitorText from '../ui/VisitorText.tsx';

function RequestRow({ row, busy, update, deskDetails }: { row: OnboardingRequest } & RowControls) {
  const text = REQUESTS_TEXT;
  return (
    <RowShell
      title={`${row.first_name} ${row.last_name}`}
      email={row.email}
      createdAt={row.created_at}
      statusLabel={statusLabel(REQUEST_STATUS_SET, row.status)}
      statusTone={statusTone(REQUEST_STATUS_SET, row.status)}
      summary={
        <>
          <p className="font-medium break-words">
            <VisitorText>{row.organization_name}</VisitorText>
          </p>
          <p className="text-muted">
            {`${text.typeLabels[row.organization_type] ?? row.organization_type} · ${row.organization_size}`}
          </p>
        </>
      }
      lazyDetails={deskDetails}
      details={
        <Facts
          empty={LIST_TEXT.none}
          facts={[...describedFacts(ACCESS_REQUEST_DESCRIPTION, row), ...attributionFacts(row)]}
        />
      }
      actions={statusActions(REQUEST_STATUS_SET, row.status).map(({ action, label, to, emphasis }) => (
        <button
          key={action}
          type="button"
          className={rowActionClass(emphasis)}
          disabled={busy}
          onClick={() => update({ status: to })}
        >
          {label}
        </button>
      ))}
    />
  );
}

export default function RequestsTab({ onChanged }: { onChanged: () => void }) {
  return (
    <LeadPanel
      config={REQUEST_PANEL}
      onChanged={onChanged}
      renderRow={(row, controls) => <RequestRow row={row} {...controls} />}
    />
  );
}

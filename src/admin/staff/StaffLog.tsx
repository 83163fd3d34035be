/** The Staff tab's log: who changed the staff, what and when, newest first (public.staff_changes). */
import { formatDateTime } from '../../lib/dates.ts';
import type { StaffChangeRow } from './staff-api.ts';
import { CHANGE_TEXT, ROLE_TEXT, STAFF_TEXT } from './strings.ts';

const roleLabel = (role: StaffChangeRow['from_role']) => (role ? ROLE_TEXT[role].label : '');

export default function StaffLog({ changes }: { changes: StaffChangeRow[] }) {
  return (
    <section aria-labelledby="staff-log" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="staff-log" className="text-lg font-semibold text-ink">
        {STAFF_TEXT.logHeading}
      </h2>
      {changes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{STAFF_TEXT.logEmpty}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2 text-sm">
          {changes.map((change) => (
            <li key={change.id} className="text-ink">
              <time dateTime={change.at} className="text-muted">
                {formatDateTime(change.at)}
              </time>{' '}
              {change.actor_email ?? STAFF_TEXT.system}{' '}
              {CHANGE_TEXT[change.action](
                change.subject_email,
                roleLabel(change.from_role),
                roleLabel(change.to_role),
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

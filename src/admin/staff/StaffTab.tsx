/**
 * The Staff tab, for owners (docs/product.md#staff-accounts): invite someone with a role, see who
 * is staff (role, last sign-in, two-step sign-in, invitations not yet accepted), change a role,
 * resend or cancel an invitation, remove a person, and the log of every change (./StaffLog.tsx). The database
 * decides; this screen says what it answered.
 */
import { useCallback, useEffect, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { showToast } from '../../lib/ui/toast.ts';
import InviteForm from './InviteForm.tsx';
import StaffLog from './StaffLog.tsx';
import {
  changeRole,
  inviteAction,
  loadStaff,
  removeStaff,
  type StaffChangeRow,
  type StaffMember,
} from './staff-api.ts';
import { ROLE_TEXT, STAFF_TEXT } from './strings.ts';

type Loaded = { people: StaffMember[]; changes: StaffChangeRow[] };

interface RowAction {
  label: string;
  run: () => Promise<{ ok: boolean; message?: string }>;
  /** The toast once it worked. */
  done: string;
  /** Asked first, for what cannot be taken back in a click. */
  confirm?: string;
}

/** A pending invitation is resent or cancelled; anyone else may be removed. */
function rowActions(person: StaffMember): RowAction[] {
  const { email, user_id: userId } = person;
  if (person.pending) {
    return [
      {
        label: STAFF_TEXT.resend,
        run: () => inviteAction({ action: 'resend', email }),
        done: STAFF_TEXT.resent(email),
      },
      {
        label: STAFF_TEXT.cancel,
        run: () => inviteAction({ action: 'cancel', email }),
        done: STAFF_TEXT.cancelled(email),
      },
    ];
  }
  return [
    {
      label: STAFF_TEXT.remove,
      run: () => removeStaff(userId),
      done: STAFF_TEXT.removed(email),
      confirm: STAFF_TEXT.removeConfirm(email),
    },
  ];
}

export default function StaffTab({ userId }: { userId: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    void loadStaff().then((result) => {
      if (!current) return;
      setFailed(!result.ok);
      if (result.ok) setLoaded(result.value);
    });
    return () => {
      current = false;
    };
  }, [version]);

  async function act(
    person: StaffMember,
    run: () => Promise<{ ok: boolean; message?: string }>,
    done: string,
  ) {
    setBusy(person.user_id);
    const result = await run();
    setBusy(null);
    if (result.ok) showToast({ title: done, tone: 'success', about: `staff-${person.user_id}` });
    else
      showToast({
        title: result.message ?? STAFF_TEXT.changeFailed,
        tone: 'error',
        about: `staff-${person.user_id}`,
      });
    refresh();
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="staff-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="staff-heading" className="text-lg font-semibold text-ink">
          {STAFF_TEXT.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">{STAFF_TEXT.intro}</p>
        <InviteForm onInvited={refresh} />
      </section>

      <section aria-labelledby="staff-people" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="staff-people" className="text-lg font-semibold text-ink">
          {STAFF_TEXT.peopleHeading}
        </h2>
        {failed && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {STAFF_TEXT.loadFailed}
          </p>
        )}
        {loaded === null && !failed && <p className="mt-3 text-sm text-muted">{STAFF_TEXT.loading}</p>}
        {loaded && (
          <ul className="mt-4 divide-y divide-slate-200">
            {loaded.people.map((person) => (
              <li
                key={person.user_id}
                className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-all text-ink">
                    {person.email}{' '}
                    {person.user_id === userId && <span className="text-muted">{STAFF_TEXT.you}</span>}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {person.pending ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                        {STAFF_TEXT.pending}
                      </span>
                    ) : (
                      <>
                        {STAFF_TEXT.lastSignIn}:{' '}
                        {person.last_sign_in_at ? formatDateTime(person.last_sign_in_at) : STAFF_TEXT.never} ·{' '}
                        {STAFF_TEXT.twoStep}: {person.has_second_factor ? STAFF_TEXT.on : STAFF_TEXT.off}
                      </>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <select
                    aria-label={STAFF_TEXT.roleOf(person.email)}
                    className={`${fieldClass('sm')} mt-0 sm:w-40`}
                    value={person.role}
                    disabled={busy === person.user_id}
                    onChange={(event) => {
                      const role = event.target.value as StaffRole;
                      void act(
                        person,
                        () => changeRole(person.user_id, role),
                        STAFF_TEXT.roleChanged(person.email, ROLE_TEXT[role].label),
                      );
                    }}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_TEXT[role].label}
                      </option>
                    ))}
                  </select>
                  {rowActions(person).map(({ label, run, done, confirm }) => (
                    <button
                      key={label}
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={busy === person.user_id}
                      onClick={() => {
                        if (!confirm || window.confirm(confirm)) void act(person, run, done);
                      }}
                    >
                      {label}
                      <span className="sr-only"> {person.email}</span>
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {loaded && <StaffLog changes={loaded.changes} />}
    </div>
  );
}

/**
 * The shape of a lead table's status set (./message-statuses.ts, ./request-statuses.ts): every
 * status with its label, its colour, the changes the database allows from it, the buttons the
 * dashboard offers on it and whether the overview's charts count it. Keyed by the table's status
 * tuple, so a status without a description is a type error; tests/db/lead-statuses.test.ts holds
 * each set to the migrated schema (CHECK, default, transition trigger, leads_overview()).
 */

/** The colours a status pill may take (src/admin/ui/StatusBadge.tsx has one class for each). */
export type StatusTone = 'amber' | 'slate' | 'emerald' | 'sky' | 'violet' | 'red';

/** A button that changes a lead's status. */
export interface StatusAction<Status extends string> {
  label: string;
  to: Status;
  /** The step most leads take next is the primary button. */
  emphasis: 'primary' | 'secondary';
}

export interface StatusDescription<Status extends string, Action extends string> {
  label: string;
  tone: StatusTone;
  /** Every status the database lets an admin change this one to (the transition trigger). */
  next: readonly Status[];
  /** The buttons offered on a lead in this status, in order; each leads to one of `next`. */
  actions: readonly Action[];
  /** Counted in the overview's weekly chart and sources (public.leads_overview()). */
  countsInCharts: boolean;
}

export interface StatusSet<Status extends string, Action extends string> {
  /** In the order the CHECK constraint lists them, which is the filter's order. */
  statuses: readonly Status[];
  /** What a new lead starts as: the column's default, never sent by a form. */
  initial: Status;
  describe: Record<Status, StatusDescription<Status, Action>>;
  actions: Record<Action, StatusAction<Status>>;
}

/** Every change the database allows, as [from, to]. */
export function statusChanges<Status extends string>(
  set: StatusSet<Status, string>,
): (readonly [Status, Status])[] {
  return set.statuses.flatMap((from) => set.describe[from].next.map((to) => [from, to] as const));
}

function isStatus<Status extends string>(set: StatusSet<Status, string>, status: string): status is Status {
  return (set.statuses as readonly string[]).includes(status);
}

/** The actions a lead in `status` offers; none for a status this code does not know (a newer database). */
export function statusActions<Status extends string, Action extends string>(
  set: StatusSet<Status, Action>,
  status: string,
): (StatusAction<Status> & { action: Action })[] {
  if (!isStatus(set, status)) return [];
  return set.describe[status].actions.map((action) => ({ action, ...set.actions[action] }));
}

/** A status's label, or the stored value itself when this code does not know it. */
export function statusLabel<Status extends string>(set: StatusSet<Status, string>, status: string): string {
  return isStatus(set, status) ? set.describe[status].label : status;
}

/** A status's colour, or null when this code does not know it. */
export function statusTone<Status extends string>(
  set: StatusSet<Status, string>,
  status: string,
): StatusTone | null {
  return isStatus(set, status) ? set.describe[status].tone : null;
}

/** Every status's label, for the status filter. */
export function statusLabels<Status extends string>(set: StatusSet<Status, string>): Record<Status, string> {
  return Object.fromEntries(set.statuses.map((status) => [status, set.describe[status].label])) as Record<
    Status,
    string
  >;
}

/** Every action's label by its name. */
export function actionLabels<Action extends string>(set: StatusSet<string, Action>): Record<Action, string> {
  return Object.fromEntries(
    Object.entries<StatusAction<string>>(set.actions).map(([action, { label }]) => [action, label]),
  ) as Record<Action, string>;
}

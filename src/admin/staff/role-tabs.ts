/**
 * The dashboard's tabs each role sees (docs/product.md#staff-roles), in order. The database is
 * what refuses a role the rest; this only spares people tabs that would show them nothing.
 * tests/db's role table holds it to the policies: a tab of leads for exactly the roles that read them.
 */
import type { StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';

export type TabId = 'messages' | 'requests' | 'overview' | 'blog' | 'staff' | 'account';

const LEADS: readonly TabId[] = ['messages', 'requests', 'overview'];

export const ROLE_TABS: Record<StaffRole, readonly TabId[]> = {
  owner: [...LEADS, 'blog', 'staff', 'account'],
  admin: [...LEADS, 'blog', 'account'],
  editor: ['blog', 'account'],
  lead_desk: [...LEADS, 'account'],
};

export const readsLeads = (role: StaffRole) => ROLE_TABS[role].includes('messages');

/** Who may erase a person: owners, as private.staff_may('erase') says; the others are not offered it. */
export const erasesPeople = (role: StaffRole) => role === 'owner';

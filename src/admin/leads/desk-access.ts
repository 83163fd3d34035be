/**
 * What the signed-in role may do at the lead desk beyond reading it, given once by the dashboard
 * (./staff/role-tabs.ts) to every lead's details. The database refuses the rest regardless.
 */
import { createContext } from 'react';

/** Whether Erase person is offered (owners). */
export const MayErase = createContext(false);

/**
 * The counts on the tabs: unread messages and pending requests, refreshed after every change;
 * never asked for a role that reads no leads (`enabled` false), whom the database would refuse.
 */
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_STATUS_SET } from '../../lib/leads/message-statuses.ts';
import { REQUEST_STATUS_SET } from '../../lib/leads/request-statuses.ts';
import { countWithStatus } from '../../lib/db/lead-tables.ts';

export interface LeadCounts {
  unread: number | null;
  pending: number | null;
  refresh: () => void;
}

export function useLeadCounts(enabled = true): LeadCounts {
  const [counts, setCounts] = useState<{ unread: number | null; pending: number | null }>({
    unread: null,
    pending: null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void Promise.all([
      countWithStatus('contact_messages', MESSAGE_STATUS_SET.initial),
      countWithStatus('onboarding_requests', REQUEST_STATUS_SET.initial),
    ])
      .catch(() => [null, null] as const)
      .then(([unread, pending]) => {
        if (current) setCounts({ unread, pending });
      });
    return () => {
      current = false;
    };
  }, [enabled, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { ...counts, refresh };
}

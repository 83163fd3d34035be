/** The counts on the tabs: unread messages and pending requests, refreshed after every change. */
import { useCallback, useEffect, useState } from 'react';
import { NEW_MESSAGE_STATUS, NEW_REQUEST_STATUS } from '../../lib/db/constants.ts';
import { countWithStatus } from '../../lib/db/lead-tables.ts';

export interface LeadCounts {
  unread: number | null;
  pending: number | null;
  refresh: () => void;
}

export function useLeadCounts(): LeadCounts {
  const [counts, setCounts] = useState<{ unread: number | null; pending: number | null }>({
    unread: null,
    pending: null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.all([
      countWithStatus('contact_messages', NEW_MESSAGE_STATUS),
      countWithStatus('onboarding_requests', NEW_REQUEST_STATUS),
    ])
      .catch(() => [null, null] as const)
      .then(([unread, pending]) => {
        if (current) setCounts({ unread, pending });
      });
    return () => {
      current = false;
    };
  }, [version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { ...counts, refresh };
}

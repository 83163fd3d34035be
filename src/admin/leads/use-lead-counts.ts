/** The counts on the tabs: unread messages and pending requests, refreshed after every change. */
import { useCallback, useEffect, useState } from 'react';
import { countUnreadMessages } from '../../lib/db/contact-messages.ts';
import { countPendingRequests } from '../../lib/db/onboarding-requests.ts';

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
    void Promise.all([countUnreadMessages(), countPendingRequests()])
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

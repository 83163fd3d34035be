/**
 * The mails of one lead (its conversation), reloadable, and read again while any of them still
 * waits to be sent, so Queued turns to Sent (or says why not) without a reload.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchMails, type LeadMail } from '../../lib/db/lead-answers.ts';
import type { LeadRef } from '../../lib/db/lead-desk.ts';
import { awaitsSending } from './mail-state.ts';
import { useVisiblePolling } from './use-visible-polling.ts';

/** How often an open conversation with a queued mail asks again: the outbox drains about once a minute. */
export const MAIL_POLL_INTERVAL_MS = 15_000;

export interface LeadMailsState {
  /** null while loading, or when they could not be read (failed). */
  mails: LeadMail[] | null;
  failed: boolean;
  reload: () => void;
  /** Shows a mail the database just queued, before the next read confirms it. */
  add: (mail: LeadMail) => void;
}

export function useLeadMails(lead: LeadRef, intervalMs = MAIL_POLL_INTERVAL_MS): LeadMailsState {
  const [mails, setMails] = useState<LeadMail[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const { table, id } = lead;

  useEffect(() => {
    let current = true;
    void fetchMails({ table, id })
      .catch(() => null)
      .then((rows) => {
        if (!current) return;
        // A failed re-read keeps what was shown; only a first read that fails says so.
        setMails((shown) => rows ?? shown);
        setFailed(rows === null);
      });
    return () => {
      current = false;
    };
  }, [table, id, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const add = useCallback(
    (mail: LeadMail) => setMails((shown) => [...(shown ?? []).filter((row) => row.id !== mail.id), mail]),
    [],
  );
  useVisiblePolling(reload, intervalMs, mails !== null && awaitsSending(mails));
  return { mails, failed, reload, add };
}

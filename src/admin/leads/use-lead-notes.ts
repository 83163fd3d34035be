/** The notes of one lead and the signed-in admin's id (an author edits their own), reloadable. */
import { useCallback, useEffect, useState } from 'react';
import { currentUserId, fetchNotes, type LeadNote, type LeadRef } from '../../lib/db/lead-desk.ts';

export interface LeadNotesState {
  /** null while loading, or when they could not be read (failed). */
  notes: LeadNote[] | null;
  failed: boolean;
  userId: string | null;
  reload: () => void;
}

export function useLeadNotes(lead: LeadRef): LeadNotesState {
  const [notes, setNotes] = useState<LeadNote[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [userId, setUserId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { table, id } = lead;

  useEffect(() => {
    let current = true;
    void Promise.all([fetchNotes({ table, id }), currentUserId()])
      .catch(() => [null, null] as const)
      .then(([rows, user]) => {
        if (!current) return;
        setNotes(rows);
        setFailed(rows === null);
        setUserId(user);
      });
    return () => {
      current = false;
    };
  }, [table, id, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { notes, failed, userId, reload };
}

/** The reply templates, reloadable: the reply form picks from them and the settings edit them. */
import { useCallback, useEffect, useState } from 'react';
import { fetchTemplates, type ReplyTemplate } from '../../lib/db/lead-answers.ts';

export interface TemplatesState {
  /** null while loading, or when they could not be read (failed). */
  templates: ReplyTemplate[] | null;
  failed: boolean;
  reload: () => void;
}

export function useTemplates(): TemplatesState {
  const [templates, setTemplates] = useState<ReplyTemplate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void fetchTemplates()
      .catch(() => null)
      .then((rows) => {
        if (!current) return;
        setTemplates(rows);
        setFailed(rows === null);
      });
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { templates, failed, reload };
}

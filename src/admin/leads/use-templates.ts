/** The reply templates, reloadable: the reply form picks from them and the settings edit them. */
import { useCallback, useState } from 'react';
import { fetchTemplates, type ReplyTemplate } from '../../lib/db/lead-answers.ts';
import { useRead } from './use-read.ts';

export interface TemplatesState {
  /** null while loading, or when they could not be read (failed). */
  templates: ReplyTemplate[] | null;
  failed: boolean;
  reload: () => void;
}

export function useTemplates(): TemplatesState {
  const [version, setVersion] = useState(0);
  const { value: templates, failed } = useRead(fetchTemplates, version);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { templates, failed, reload };
}

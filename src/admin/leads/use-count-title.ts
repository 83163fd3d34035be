/** Puts the number of new leads in front of the tab's title while the dashboard is open: "(3) Admin | Kindred". */
import { useEffect, useState } from 'react';
import { titleWithCount } from './desk-strings.ts';

export function useCountTitle(count: number | null): void {
  // The page's own title, as Base.astro wrote it; put back when the dashboard closes.
  const [baseTitle] = useState(() => document.title);
  useEffect(() => {
    document.title = titleWithCount(baseTitle, count);
  }, [baseTitle, count]);
  useEffect(() => () => void (document.title = baseTitle), [baseTitle]);
}

/**
 * The Markdown renderer for the editor's previews, loaded the first time a Markdown post is edited
 * (src/lib/blog/markdown.ts), so the admin's first screen does not wait for it. Null until loaded.
 */
import { useEffect, useState } from 'react';

type Render = (source: string) => string;

export function useMarkdown(wanted: boolean): Render | null {
  const [render, setRender] = useState<{ fn: Render } | null>(null);
  useEffect(() => {
    if (!wanted || render) return;
    let cancelled = false;
    void import('../../lib/blog/markdown.ts').then(({ renderMarkdown }) => {
      if (!cancelled) setRender({ fn: renderMarkdown });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, render]);
  return render?.fn ?? null;
}

/**
 * The editor's preview (docs/product.md#draft-preview): the post drawn by the public page's own
 * PostView, with the site's styles, in either display mode. It lives in the admin's bundle and
 * imports the public component, never the other way round, so the public blog loads no admin or
 * auth code. The display mode is the site's own store, as the header's toggle sets it; the mode the
 * admin had is put back when the preview closes.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import PostView from '../../components/blog/PostView.tsx';
import type { Mode } from '../../data/types.ts';
import type { Post } from '../../lib/db/blog-posts.ts';
import { $mode, setMode } from '../../lib/mode/store.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { BLOG_ADMIN } from './strings.ts';
import { useMarkdown } from './use-markdown.ts';

const TEXT = BLOG_ADMIN.preview;

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'faith', label: TEXT.faith },
  { mode: 'secular', label: TEXT.secular },
];

export interface PostPreviewProps {
  post: Post;
  onClose: () => void;
}

/** A link in the preview (Back to Blog) would leave the editor and lose what was typed. */
function stayInEditor(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

export default function PostPreview({ post, onClose }: PostPreviewProps) {
  const mode = useStore($mode);
  const render = useMarkdown(post.format === 'markdown');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
    const modeBefore = $mode.get();
    return () => setMode(modeBefore);
  }, []);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-ink"
        >
          {TEXT.heading}
        </h2>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {TEXT.back}
        </button>
      </div>
      <p className="text-sm text-muted">{TEXT.intro}</p>
      <div role="group" aria-label={TEXT.modes} className="flex flex-wrap gap-2">
        {MODES.map((choice) => (
          <button
            key={choice.mode}
            type="button"
            aria-pressed={mode === choice.mode}
            className={buttonClass(mode === choice.mode ? 'primary' : 'secondary', 'sm')}
            onClick={() => setMode(choice.mode)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {/* The public page's background and frame, so the post reads as it will there. */}
      <div
        onClickCapture={stayInEditor}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <PostView
          post={post}
          html={post.format === 'markdown' ? (render?.(post.content) ?? '') : undefined}
        />
      </div>
    </section>
  );
}

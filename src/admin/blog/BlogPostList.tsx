/**
 * Every post, drafts included, newest first: title, slug, date, its state (draft, scheduled with
 * the time in the admin's zone, published) and the actions; under the heading, whether the public
 * site is up to date.
 */
import { useState, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { formatShortDate } from '../../lib/dates.ts';
import type { BlogPost } from '../../lib/db/blog-posts.ts';
import { postState, type PostState } from './post-state.ts';
import { adminTimeZone, formatZonedDateTime } from './schedule-time.ts';
import { BLOG_ADMIN } from './strings.ts';

const TEXT = BLOG_ADMIN.list;

export type ListState = { status: 'loading' } | { status: 'ready'; posts: BlogPost[] } | { status: 'failed' };

export interface BlogPostListProps {
  state: ListState;
  busyId: string | null;
  onNew: () => void;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  onRetry: () => void;
  /** The list heading, where focus returns after a save or a delete. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Whether the public site is up to date, shown under the heading. */
  siteStatus: ReactNode;
}

const BADGE: Record<PostState['kind'], { label: string; tone: string }> = {
  published: { label: TEXT.published, tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  scheduled: { label: TEXT.scheduled, tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  draft: { label: TEXT.draft, tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

function StateBadge({ state }: { state: PostState }) {
  const { label, tone } = BADGE[state.kind];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {label}
    </span>
  );
}

export default function BlogPostList({
  state,
  busyId,
  onNew,
  onEdit,
  onDelete,
  onRetry,
  headingRef,
  siteStatus,
}: BlogPostListProps) {
  const [timeZone] = useState(adminTimeZone);
  // Read when the list renders: it is rendered again whenever it is read again from the database.
  const now = new Date();
  return (
    <section aria-labelledby="admin-blog-heading" aria-busy={state.status === 'loading'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="admin-blog-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-ink"
        >
          {TEXT.heading}
        </h2>
        <button type="button" className={buttonClass('primary')} onClick={onNew}>
          {TEXT.newPost}
        </button>
      </div>
      {siteStatus}

      {state.status === 'loading' && <p className="mt-4 text-muted">{TEXT.loading}</p>}
      {state.status === 'failed' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-muted">{TEXT.fetchFailed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
            {TEXT.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.posts.length === 0 && (
        <p className="mt-4 text-muted">{TEXT.empty}</p>
      )}
      {state.status === 'ready' && state.posts.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {state.posts.map((post) => {
            const titleId = `admin-blog-post-${post.id}`;
            const state = postState(post, now);
            return (
              <li
                key={post.id}
                aria-labelledby={titleId}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 id={titleId} className="font-semibold break-words text-ink">
                      {post.title}
                    </h3>
                    <StateBadge state={state} />
                  </div>
                  {state.kind === 'scheduled' && (
                    <p className="mt-1 text-sm font-medium text-ink">
                      {TEXT.scheduledFor(formatZonedDateTime(state.at, timeZone))}
                    </p>
                  )}
                  <p className="mt-1 text-sm break-words text-muted">/blog/{post.slug}</p>
                  <p className="mt-1 text-sm text-muted">
                    {TEXT.created} <time dateTime={post.created_at}>{formatShortDate(post.created_at)}</time>
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {/* Named "Edit" and "Delete" (docs/product.md#admin-blog-form); the description says which post. */}
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-describedby={titleId}
                    disabled={busyId === post.id}
                    onClick={() => onEdit(post)}
                  >
                    {TEXT.edit}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost')}
                    aria-describedby={titleId}
                    disabled={busyId === post.id}
                    onClick={() => onDelete(post)}
                  >
                    {TEXT.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

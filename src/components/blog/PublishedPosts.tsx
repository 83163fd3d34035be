/**
 * Published posts, newest first, read at run time through supabase-js so that a post published
 * after the build shows up without a rebuild. A failed fetch shows nothing (SPEC section 8).
 */
import { useEffect, useState } from 'react';
import { getSupabase } from '../../lib/supabase.ts';

export interface PublishedPostsProps {
  /** Names the list for assistive technology; shown as a heading unless the page has one. */
  label: string;
  showHeading: boolean;
  emptyText: string;
  /** How many posts to show at most. */
  limit: number;
}

interface PostSummary {
  title: string;
  slug: string;
  excerpt: string | null;
}

type State = { status: 'loading' } | { status: 'ready'; posts: PostSummary[] } | { status: 'failed' };

export default function PublishedPosts({ label, showHeading, emptyText, limit }: PublishedPostsProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    getSupabase()
      .from('blog_posts')
      .select('title, slug, excerpt')
      .eq('published', true)
      .order('created_at', { ascending: false })
      .limit(limit)
      .then(({ data, error }) => {
        if (cancelled) return;
        setState(error ? { status: 'failed' } : { status: 'ready', posts: data });
      });
    return () => {
      cancelled = true;
    };
  }, [limit]);

  if (state.status === 'failed') return null;
  return (
    <section aria-label={label} aria-busy={state.status === 'loading'}>
      {showHeading && <h2 className="text-2xl font-semibold">{label}</h2>}
      {state.status === 'ready' && state.posts.length === 0 && <p className="mt-4 text-muted">{emptyText}</p>}
      {state.status === 'ready' && state.posts.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {state.posts.map((post) => (
            <li key={post.slug} className="rounded-xl border border-accent-soft p-4">
              <a
                href={`/blog/${post.slug}`}
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                {post.title}
              </a>
              {post.excerpt && <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

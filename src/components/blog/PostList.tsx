/**
 * The list view: heading, subtitle and a grid of 1, 2 or 3 columns. Every card has the same height
 * (title and excerpt reserve their clamped lines), so the skeleton shown while loading has the
 * final size and nothing below it moves when the posts arrive.
 */
import { BLOG } from '../../data/blog.ts';
import type { PostSummary } from '../../lib/db/blog-posts.ts';
import { BLOG_PATH, postPath } from '../../lib/blog/paths.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { CARD_HOVER } from '../../lib/styles/card-styles.ts';
import { formatLongDate } from '../../lib/dates.ts';
import ModeCopy from '../ui/ModeCopy.tsx';
import CoverImage from './CoverImage.tsx';

interface PostListProps {
  /** null while loading. */
  posts: PostSummary[] | null;
  failed: boolean;
  /** A tag's page names itself; the blog shows its title and subtitle. */
  heading?: string;
  /** The images the build made copies of (CoverImage.tsx). */
  builtImages?: readonly string[] | undefined;
}

const GRID = 'mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';
const CARD = 'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
/**
 * Two lines of the title and three of the excerpt, reserved whether or not they are filled, in
 * lines (lh) rather than pixels: a reader's own line height (WCAG 1.4.12's text spacing) must not
 * leave room for a cut-off line under the clamped ones. A word longer than the card is wide (a
 * pasted address) breaks rather than running under the card's edge.
 */
const TITLE_LINES = 'min-h-[2lh] text-xl leading-7';
const EXCERPT_LINES = 'mt-4 min-h-[3lh] text-sm leading-6';
const TITLE = `line-clamp-2 ${TITLE_LINES} font-bold tracking-tight break-words text-ink`;
const EXCERPT = `line-clamp-3 ${EXCERPT_LINES} break-words text-muted`;

export default function PostList({ posts, failed, heading, builtImages = [] }: PostListProps) {
  const empty = posts !== null && posts.length === 0 && !failed;
  // Once any post has a cover, every card keeps room for one, so the cards stay one size.
  const withCovers = posts?.some((post) => post.cover_image) ?? false;
  return (
    <div className="mx-auto max-w-6xl px-6 py-16">
      {heading !== undefined && (
        <a href={BLOG_PATH} className={buttonClass('ghost', 'md', 'mb-8 -ml-4')}>
          {BLOG.backToBlog}
        </a>
      )}
      <h1 className="text-4xl font-bold tracking-tight break-words text-accent">{heading ?? BLOG.title}</h1>
      {heading === undefined && (
        <p className="mt-4 max-w-2xl text-lg text-muted">
          <ModeCopy text={BLOG.subtitle} />
        </p>
      )}
      <section aria-label={BLOG.listLabel} aria-busy={posts === null} className="min-h-96">
        {posts === null && <Skeleton />}
        {posts !== null && posts.length > 0 && (
          <ul className={GRID}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} builtImages={builtImages} coverSpace={withCovers} />
              </li>
            ))}
          </ul>
        )}
        {empty && (
          <div className="mt-12 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-ink">{BLOG.empty.title}</p>
            <p className="mt-2 text-muted">{BLOG.empty.hint}</p>
          </div>
        )}
      </section>
    </div>
  );
}

/** The grid's column at each width (GRID), less the card's padding, for the cover's copies. */
const CARD_COVER_SIZES = '(min-width: 64rem) 20rem, (min-width: 48rem) 45vw, calc(100vw - 6rem)';

const COVER_BOX = 'mb-5 aspect-video w-full rounded-lg';

interface PostCardProps {
  post: PostSummary;
  builtImages: readonly string[];
  /** Room for a cover even without one (a soft panel), as the other cards have one. */
  coverSpace: boolean;
}

function PostCard({ post, builtImages, coverSpace }: PostCardProps) {
  return (
    <article className={`${CARD} ${CARD_HOVER}`}>
      {post.cover_image ? (
        <CoverImage
          post={post}
          built={builtImages}
          sizes={CARD_COVER_SIZES}
          className={`${COVER_BOX} bg-slate-100 object-cover`}
        />
      ) : (
        coverSpace && <div aria-hidden="true" className={`${COVER_BOX} bg-accent-soft`} />
      )}
      {/* The title attribute shows a clamped title in full on hover, as the admin's rows do. */}
      <h2 className={TITLE} title={post.title}>
        {post.title}
      </h2>
      <p className="mt-2 text-sm text-muted">
        <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
      </p>
      {post.excerpt ? <p className={EXCERPT}>{post.excerpt}</p> : <div className={EXCERPT_LINES} />}
      <div className="mt-auto pt-6">
        <a href={postPath(post.slug)} className={buttonClass('secondary', 'md')}>
          {BLOG.readMore}
          <span className="sr-only">{BLOG.readMoreContext(post.title)}</span>
        </a>
      </div>
    </article>
  );
}

/** Cards of the final size, without content, while the list loads. */
function Skeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {BLOG.loadingList}
      </p>
      <ul className={GRID} aria-hidden="true" data-testid="blog-skeleton">
        {Array.from({ length: BLOG.skeletonCards }, (_, index) => (
          <li key={index}>
            <div className={`${CARD} animate-pulse motion-reduce:animate-none`}>
              <div className={TITLE_LINES}>
                <div className="h-6 w-4/5 rounded bg-slate-200" />
              </div>
              <div className="mt-2 h-5 w-1/3 rounded bg-slate-100" />
              <div className={`${EXCERPT_LINES} space-y-2`}>
                <div className="h-4 rounded bg-slate-100" />
                <div className="h-4 w-5/6 rounded bg-slate-100" />
              </div>
              <div className="mt-auto pt-6">
                <div className="h-[2.375rem] w-28 rounded-xl bg-slate-200" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

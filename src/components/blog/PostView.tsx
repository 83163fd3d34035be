/**
 * One post: Back to Blog, title, date, the team byline, the content, its tags and related posts,
 * drawn only once the post is there (while it loads, the list stays: Blog.tsx). A plain post's
 * content is a text child shown preformatted, so React escapes it: markup in it shows as written. A
 * Markdown post's content arrives as HTML already made safe (src/lib/blog/markdown.ts).
 */
import { BLOG } from '../../data/blog.ts';
import type { Post, PostSummary } from '../../lib/db/blog-posts.ts';
import { BLOG_PATH, postPath } from '../../lib/blog/paths.ts';
import { tagPath } from '../../lib/blog/tags.ts';
import { ARTICLE_IMAGE_SIZES } from '../../lib/images/blog-image.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { formatLongDate } from '../../lib/dates.ts';
import CoverImage from './CoverImage.tsx';

interface PostViewProps {
  post: Post;
  /** The content as HTML, for a Markdown post. */
  html?: string | undefined;
  related?: readonly PostSummary[] | undefined;
  /** The images the build made copies of (CoverImage.tsx). */
  builtImages?: readonly string[] | undefined;
}

const BODY = 'mt-10 text-lg leading-8 break-words text-ink';

export default function PostView({ post, html, related = [], builtImages = [] }: PostViewProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <a href={BLOG_PATH} className={buttonClass('ghost', 'md', '-ml-4')}>
        {BLOG.backToBlog}
      </a>
      <h1 className="mt-8 text-4xl font-bold tracking-tight break-words text-ink">{post.title}</h1>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
        <span aria-hidden="true"> · </span>
        <span>{BLOG.byline}</span>
      </p>
      <CoverImage
        post={post}
        built={builtImages}
        sizes={ARTICLE_IMAGE_SIZES}
        priority
        className="mt-10 h-auto w-full rounded-2xl bg-slate-100"
      />
      {html === undefined ? (
        <div className={`${BODY} whitespace-pre-wrap`}>{post.content}</div>
      ) : (
        <div className={`${BODY} post-body`} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {post.tags.length > 0 && (
        <ul aria-label={BLOG.tagsLabel} className="mt-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <a href={tagPath(tag)} className={buttonClass('secondary', 'sm')}>
                {BLOG.tagLink(tag)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-posts" className="text-2xl font-bold tracking-tight text-ink">
            {BLOG.related}
          </h2>
          <ul className="mt-6 grid gap-5">
            {related.map((other) => (
              <li key={other.slug}>
                <a
                  href={postPath(other.slug)}
                  className="text-lg font-semibold break-words text-accent hover:underline"
                >
                  {other.title}
                </a>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={other.created_at}>{formatLongDate(other.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

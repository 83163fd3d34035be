/**
 * One post: Back to Blog, title, date, the team byline and the content as preformatted text, drawn
 * only once the post is there (while it loads, the list stays: Blog.tsx). The content is a plain
 * text child, so React escapes it: markup in a post shows as written.
 */
import { BLOG } from '../../data/blog.ts';
import type { Post } from '../../lib/db/blog-posts.ts';
import { BLOG_PATH } from '../../lib/blog/paths.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { formatLongDate } from '../../lib/dates.ts';

interface PostViewProps {
  post: Post;
}

export default function PostView({ post }: PostViewProps) {
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
      <div className="mt-10 text-lg leading-8 break-words whitespace-pre-wrap text-ink">{post.content}</div>
    </article>
  );
}

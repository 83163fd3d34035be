/**
 * Where a post stands for the admin (docs/product.md#blog-post-states): a draft, scheduled for a
 * moment still ahead, or published. Only a label: who may read the post is decided by the
 * database's clock, not this one, so a post due a second ago may still show as scheduled until the
 * list is read again.
 */
import type { BlogPost } from '../../lib/db/blog-posts.ts';

export type PostState = { kind: 'draft' } | { kind: 'scheduled'; at: string } | { kind: 'published' };

export function postState(post: Pick<BlogPost, 'published' | 'publish_at'>, now: Date): PostState {
  if (!post.published) return { kind: 'draft' };
  if (post.publish_at !== null && Date.parse(post.publish_at) > now.getTime()) {
    return { kind: 'scheduled', at: post.publish_at };
  }
  return { kind: 'published' };
}

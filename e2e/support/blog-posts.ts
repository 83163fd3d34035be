/**
 * Posts for the public blog's specs, written through the admin client with unique slugs, so specs
 * running side by side (and other specs writing posts) never disturb each other. The browser run's
 * build has no backend, so none of them is pre-rendered: the blog page serves each at run time.
 */
import { adminClient } from './admin-client.ts';

/** The posts of supabase/seed.sql: the published ones by slug, and a draft. */
export const SEEDED_POSTS = {
  'volunteer-scheduling-without-the-spreadsheet-chaos': 'Volunteer Scheduling Without the Spreadsheet Chaos',
  'getting-grant-ready-before-the-deadline-appears': 'Getting Grant-Ready Before the Deadline Appears',
  'donor-communication-that-builds-trust-all-year': 'Donor Communication That Builds Trust All Year',
  'one-calendar-for-events-teams-and-budgets': 'One Calendar for Events, Teams and Budgets',
};
export const SEEDED_POST_SLUG = 'volunteer-scheduling-without-the-spreadsheet-chaos';
export const SEEDED_POST_TITLE = SEEDED_POSTS[SEEDED_POST_SLUG];
export const SEEDED_DRAFT_TITLE = 'Measuring Program Outcomes With a Small Team';

export interface SeedPost {
  title: string;
  content?: string;
  excerpt?: string | null;
  published?: boolean;
  slug?: string;
}

/** Inserts posts one after another (so created_at follows the order given); returns their slugs. */
export async function seedPosts(baseURL: string | undefined, posts: SeedPost[]): Promise<string[]> {
  const admin = await adminClient(baseURL ?? '');
  const { data } = await admin.auth.getUser();
  const slugs: string[] = [];
  for (const post of posts) {
    const slug = post.slug ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const { error } = await admin.from('blog_posts').insert({
      title: post.title,
      content: post.content ?? 'A short body.',
      excerpt: post.excerpt === undefined ? 'A short excerpt.' : post.excerpt,
      slug,
      published: post.published ?? true,
      author_id: data.user?.id,
    });
    if (error) throw new Error(`cannot seed "${post.title}": ${error.message}`);
    slugs.push(slug);
  }
  return slugs;
}

export async function removePosts(baseURL: string | undefined, slugs: string[]): Promise<void> {
  const admin = await adminClient(baseURL ?? '');
  await admin.from('blog_posts').delete().in('slug', slugs);
}

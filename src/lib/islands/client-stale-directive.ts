/**
 * The `client:stale` hydration directive (registered by integrations/islands.ts), for the blog
 * island. The page already shows the posts the build read; once the browser is idle this asks the
 * API what the page should show and compares it with the build's stamp (blog/freshness.ts). Only a
 * page out of date (a post published, edited or withdrawn since the build, a post address the
 * build did not render, a build without posts) loads and hydrates the island, which redraws it
 * from the answer handed over (blog/live-handoff.ts) without asking again. An up-to-date blog
 * loads no island code. Astro inlines this into the page, so the check itself needs no script
 * request at load. On the list standing in for a post the build did not render, "Loading post"
 * shows over the list from the start until the post is known (blog/post-loading.ts).
 */
import type { ClientDirective } from 'astro';
import { isStale } from '../blog/freshness.ts';
import { liveAnswer } from '../blog/live.ts';
import { handOverLiveAnswer } from '../blog/live-handoff.ts';
import { slugFromPath } from '../blog/paths.ts';
import { endPostLoading, startPostLoading } from '../blog/post-loading.ts';

/** The attributes BlogFreshness.astro puts on the element around the island. */
export const BLOG_STAMP_ATTRIBUTE = 'data-blog-build';
export const BLOG_REST_URL_ATTRIBUTE = 'data-blog-rest-url';
export const BLOG_REST_KEY_ATTRIBUTE = 'data-blog-rest-key';
/** How many posts the list shows (BLOG.limit), so the check asks for the same list. */
export const BLOG_LIMIT_ATTRIBUTE = 'data-blog-limit';

const IDLE_DEADLINE_MS = 2_000;

const hydrateWhenStale: ClientDirective = (load, _options, island) => {
  const built = island.closest(`[${BLOG_STAMP_ATTRIBUTE}]`);
  const stamp = built?.getAttribute(BLOG_STAMP_ATTRIBUTE);
  if (!built || typeof stamp !== 'string') return;
  const slug = slugFromPath(location.pathname);
  // The list's page at a post's address: the post is being looked up.
  if (slug !== null && stamp.startsWith('list:')) startPostLoading(built);
  // At idle, but within IDLE_DEADLINE_MS: a busy phone may have no idle moment for a long while.
  const whenIdle = (run: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: IDLE_DEADLINE_MS })
      : setTimeout(run, 1);
  whenIdle(async () => {
    const source = {
      url: built.getAttribute(BLOG_REST_URL_ATTRIBUTE) ?? '',
      publishableKey: built.getAttribute(BLOG_REST_KEY_ATTRIBUTE) ?? '',
    };
    const limit = Number(built.getAttribute(BLOG_LIMIT_ATTRIBUTE));
    const live = await liveAnswer(source, slug, limit);
    if (!isStale(stamp, live)) {
      endPostLoading();
      return;
    }
    handOverLiveAnswer(live);
    const hydrate = await load();
    await hydrate();
  });
};

export default hydrateWhenStale;

/** Copy and constants of the public blog (docs/product.md#blog-list): the list, the post view, the feed. */
import { SITE } from './site.ts';

export const BLOG = {
  title: 'Blog',
  subtitle: {
    faith:
      'Practical notes for ministry and nonprofit teams on volunteers, giving, grants and running the week.',
    secular:
      'Practical notes for nonprofit and community teams on volunteers, giving, grants and running the week.',
  },
  /** The list page's meta description: mode-neutral, as search engines read it. */
  description:
    'Practical notes for mission-driven teams on volunteers, giving, grants and running the week, from the people behind Kindred.',
  listLabel: 'Published posts',
  loadingList: 'Loading posts',
  loadingPost: 'Loading post',
  empty: {
    title: 'No published blog posts found.',
    hint: 'Posts need to be marked as "published" in the admin panel to appear here.',
  },
  readMore: 'Read More',
  /**
   * Visually hidden words after Read More, so the link's text names its post: assistive technology
   * hears links out of context, and search engines rank links whose text says where they lead.
   */
  readMoreContext: (title: string) => `: ${title}`,
  backToBlog: 'Back to Blog',
  tagsLabel: 'Tags',
  /** A tag as its link shows it: the slug, words apart. */
  tagLink: (tag: string) => `#${tag}`,
  related: 'Related posts',
  /** A tag's page: its heading and title, and its feed's. */
  tagPage: {
    title: (tag: string) => `Posts tagged “${tag}”`,
    description: (tag: string) => `Posts tagged “${tag}” on the ${SITE.name} blog.`,
    feedTitle: (tag: string) => `${SITE.name} Blog: ${tag}`,
  },
  byline: `By the ${SITE.name} Team`,
  /** Enough for the whole list until the blog gets pages of its own. */
  limit: 100,
  /** Skeleton cards shown while the list loads, so the grid has its final size at once. */
  skeletonCards: 3,
  feed: {
    title: `${SITE.name} Blog`,
    description:
      'Practical notes for mission-driven teams on volunteers, giving, grants and running the week, from the people behind Kindred.',
  },
} as const;

/** Posts as the build-time fetch returns them, for the page, feed and sitemap builders. */
import type { BuildPost } from '../../../../src/lib/db/blog-posts.ts';

export const NEWER_POST: BuildPost = {
  title: 'Grants & "Budgets" <Done Right>',
  slug: 'grants-and-budgets',
  excerpt: 'Plan early & report well: </script><script>alert(1)</script>',
  content: 'Line one.\n\n<b>Line two</b> stays text.',
  format: 'plain',
  tags: ['grants', 'budgets'],
  cover_image: null,
  cover_alt: null,
  created_at: '2026-06-23T13:15:00+00:00',
  updated_at: '2026-07-01T09:00:00+00:00',
};

export const OLDER_POST: BuildPost = {
  title: 'Volunteer Scheduling',
  slug: 'volunteer-scheduling',
  excerpt: null,
  content: `${'Word '.repeat(80)}end.`,
  format: 'plain',
  tags: [],
  cover_image: null,
  cover_alt: null,
  created_at: '2026-02-10T14:00:00+00:00',
  updated_at: '2026-02-10T14:00:00+00:00',
};

export const MARKDOWN_POST: BuildPost = {
  title: 'Giving Season',
  slug: 'giving-season',
  excerpt: null,
  content:
    '# Plan\n\nStart **early**: see [our guide](https://guide.example/).\n\n- Thank donors\n- Report back',
  format: 'markdown',
  tags: ['grants'],
  cover_image: '0b5d3c1e-5f1a-4c2e-9a57-1c2d3e4f5a6b-1600x900.jpg',
  cover_alt: 'Volunteers packing boxes',
  created_at: '2026-08-01T10:00:00+00:00',
  updated_at: '2026-08-01T10:00:00+00:00',
};

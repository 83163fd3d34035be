import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from '../../../../src/admin/blog/save-error.ts';
import { BLOG_ADMIN } from '../../../../src/admin/blog/strings.ts';

const check = (name: string) => ({
  code: '23514',
  message: `new row for relation "blog_posts" violates check constraint "${name}"`,
});

describe.each([
  [
    'a duplicate slug',
    { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_unique"' },
    BLOG_ADMIN.problems.slugTaken,
  ],
  ['a bad slug format', check('blog_posts_slug_format'), BLOG_ADMIN.problems.slugFormat],
  ['a slug too long', check('blog_posts_slug_length'), BLOG_ADMIN.problems.slugTooLong],
  ['a title too long', check('blog_posts_title_length'), BLOG_ADMIN.problems.titleTooLong],
  ['a content too long', check('blog_posts_content_length'), BLOG_ADMIN.problems.contentTooLong],
  ['an excerpt too long', check('blog_posts_excerpt_length'), BLOG_ADMIN.problems.excerptTooLong],
  ['a blank title', check('blog_posts_title_required'), BLOG_ADMIN.problems.required],
  [
    'a scheduled time already past (the trigger’s pseudo-constraint)',
    {
      code: '23514',
      message:
        'publish_at 2026-01-01 00:00:00+00 is in the past (constraint "blog_posts_publish_at_not_past")',
    },
    BLOG_ADMIN.problems.schedulePast,
  ],
  [
    'the constraint named in details only',
    { code: '23514', message: 'check failed', details: 'constraint "blog_posts_slug_format"' },
    BLOG_ADMIN.problems.slugFormat,
  ],
  [
    'a row-level security refusal',
    { code: '42501', message: 'new row violates row-level security policy for table "blog_posts"' },
    BLOG_ADMIN.problems.notAllowed,
  ],
  ['any other server message', { code: '08006', message: 'connection failure' }, 'connection failure'],
  ['an error with no message', { code: '500', message: '  ' }, BLOG_ADMIN.toast.saveFailed],
  ['no error at all', null, BLOG_ADMIN.toast.saveFailed],
  // What postgrest-js answers when the request never reached the server.
  [
    'a network failure',
    { code: '', message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch' },
    BLOG_ADMIN.toast.saveFailed,
  ],
  ['a body some proxy wrote', { message: '<html>502 Bad Gateway</html>' }, BLOG_ADMIN.toast.saveFailed],
  [
    'a body without a message, printed as JSON',
    { code: 'PGRST000', message: '{}' },
    BLOG_ADMIN.toast.saveFailed,
  ],
])('%s', (_name, error, message) => {
  it(`reads "${message}"`, () => expect(saveErrorMessage(error)).toBe(message));
});

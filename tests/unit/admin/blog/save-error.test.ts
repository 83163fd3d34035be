import { expect, it } from 'vitest';
import { saveErrorMessage } from '../../../../src/admin/blog/save-error.ts';
import { BLOG_ADMIN } from '../../../../src/admin/blog/strings.ts';

const check = (name: string) => ({
  code: '23514',
  message: `new row for relation "blog_posts" violates check constraint "${name}"`,
});
const { problems, toast } = BLOG_ADMIN;
const PAST = 'constraint "blog_posts_publish_at_not_past"';
const FETCH = 'TypeError: Failed to fetch';

it.each([
  [
    'a duplicate slug',
    { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_unique"' },
    problems.slugTaken,
  ],
  ['a bad slug format', check('blog_posts_slug_format'), problems.slugFormat],
  ['a slug too long', check('blog_posts_slug_length'), problems.slugTooLong],
  ['a title too long', check('blog_posts_title_length'), problems.titleTooLong],
  ['a content too long', check('blog_posts_content_length'), problems.contentTooLong],
  ['an excerpt too long', check('blog_posts_excerpt_length'), problems.excerptTooLong],
  ['a blank title', check('blog_posts_title_required'), problems.required],
  // The trigger's pseudo-constraint.
  [
    'a scheduled time already past',
    { code: '23514', message: `publish_at 2026-01-01 00:00:00+00 is in the past (${PAST})` },
    problems.schedulePast,
  ],
  [
    'the constraint named in details only',
    { code: '23514', message: 'check failed', details: 'constraint "blog_posts_slug_format"' },
    problems.slugFormat,
  ],
  [
    'a row-level security refusal',
    { code: '42501', message: 'new row violates row-level security policy for table "blog_posts"' },
    problems.notAllowed,
  ],
  ['any other server message', { code: '08006', message: 'connection failure' }, 'connection failure'],
  ['an error with no message', { code: '500', message: '  ' }, toast.saveFailed],
  ['no error at all', null, toast.saveFailed],
  // What postgrest-js answers when the request never reached the server.
  ['a network failure', { code: '', message: FETCH, details: FETCH }, toast.saveFailed],
  ['a body some proxy wrote', { message: '<html>502 Bad Gateway</html>' }, toast.saveFailed],
  ['a body without a message, printed as JSON', { code: 'PGRST000', message: '{}' }, toast.saveFailed],
])('%s reads "%s"', (_name, error, message) => {
  expect(saveErrorMessage(error)).toBe(message);
});

/**
 * The admin Blog tab as an admin in New York uses it (docs/product.md#admin-blog-form, #scheduled-posts,
 * #draft-preview): drafts, the slug rule, duplicates, delete, required fields, scheduling, the preview,
 * and no auth code in the public blog's chunks. Read policies (drafts and posts not yet due hidden from
 * visitors) are proven in tests/db/blog-posts.test.ts and tests/db/scheduled-posts.test.ts.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatZonedDateTime, toZonedInputValue } from '../src/admin/blog/schedule-time.ts';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { BLOG } from '../src/data/blog.ts';
import { dynamicClosure, staticClosure } from '../scripts/bench/module-graph.ts';
import { expectAccessible, VIEWPORTS } from './support/a11y.ts';
import { adminClient, adminSession, type StoredSession } from './support/admin-client.ts';
import { seedPosts } from './support/blog-posts.ts';
import { DIST_DIR } from './support/built-site.ts';
import { openTab, uniqueTag } from './support/leads.ts';
import { secretClient } from './support/users.ts';
import { expect, test } from './support/test.ts';

const ZONE = 'America/New_York';
const FORM = BLOG_ADMIN.form;
const DAY_MS = 24 * 60 * 60 * 1000;

test.use({ timezoneId: ZONE });

let session: StoredSession;

test.beforeAll(async ({ baseURL }) => {
  session = await adminSession(baseURL ?? '');
});

/** The Blog tab's form for a new post, open. */
async function newPostForm(page: Page) {
  await openTab(page, session, 'blog');
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  return page.getByRole('form', { name: FORM.newHeading });
}

const postItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function rowsWithSlug(client: SupabaseClient, slug: string) {
  const { data, error } = await client.from('blog_posts').select('*').eq('slug', slug);
  expect(error).toBeNull();
  return data ?? [];
}

test('a draft is created with the slug from its title, published by an edit, kept when the question before deleting it is dismissed; a draft is previewed as its public page in both display modes at 390 px, and the form keeps it', async ({
  page,
  baseURL,
}) => {
  // Two walks of the form and the preview's public page on a busy machine.
  test.setTimeout(60_000);
  const suffix = uniqueTag('');
  const title = `Serving Together ${suffix}`;
  const slug = `serving-together-${suffix}`;
  const form = await newPostForm(page);
  await expect(form.getByLabel(FORM.title)).toBeFocused();
  await form.getByLabel(FORM.title).pressSequentially(title);
  await expect(form.getByLabel(FORM.slug)).toHaveValue(slug);
  await form.getByLabel(FORM.content).fill('How our volunteers found their rhythm this spring.');
  await expect(form.getByRole('checkbox', { name: FORM.publish })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: FORM.schedule })).not.toBeChecked();
  await expect(form.getByText(FORM.draftNote)).toBeVisible();
  await form.getByRole('button', { name: FORM.save }).click();

  await expect(page.getByText(BLOG_ADMIN.toast.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeFocused();
  const item = postItem(page, title);
  await expect(item).toContainText(BLOG_ADMIN.list.draft);
  await expect(item).toContainText(`/blog/${slug}`);

  const admin = await adminClient(baseURL ?? '');
  const { data: user } = await admin.auth.getUser();
  expect(await rowsWithSlug(admin, slug)).toEqual([
    expect.objectContaining({ title, excerpt: null, published: false, author_id: user.user?.id }),
  ]);

  await item.getByRole('button', { name: BLOG_ADMIN.list.edit }).click();
  const editForm = page.getByRole('form', { name: FORM.editHeading });
  await expect(editForm.getByLabel(FORM.title)).toBeFocused();
  await editForm.getByLabel(FORM.title).fill(`${title} (updated)`);
  // Editing never rewrites the slug: links already shared keep working.
  await expect(editForm.getByLabel(FORM.slug)).toHaveValue(slug);
  await editForm.getByLabel(FORM.excerpt).fill('  A short summary.  ');
  await editForm.getByRole('checkbox', { name: FORM.publish }).check();
  await editForm.getByRole('button', { name: FORM.save }).click();

  await expect(page.getByText(BLOG_ADMIN.toast.updated)).toBeVisible();
  await expect(postItem(page, `${title} (updated)`)).toContainText(BLOG_ADMIN.list.published);
  expect(await rowsWithSlug(admin, slug)).toEqual([
    expect.objectContaining({ title: `${title} (updated)`, excerpt: 'A short summary.', published: true }),
  ]);

  // Delete asks first: dismissing keeps the post (the Markdown walk accepts).
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  const published = postItem(page, `${title} (updated)`);
  await published.getByRole('button', { name: BLOG_ADMIN.list.delete }).click();
  expect(asked).toBe(BLOG_ADMIN.confirmDelete);
  await expect(published).toBeVisible();
  expect(await rowsWithSlug(admin, slug)).toHaveLength(1);

  const choir = `Choir Rehearsal ${suffix}`;
  const choirContent = 'Same room, new night: Thursdays at seven.';
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  await form.getByLabel(FORM.title).fill(choir);
  await form.getByLabel(FORM.content).fill(choirContent);
  await form.getByRole('button', { name: FORM.preview }).click();

  const preview = page.getByRole('region', { name: BLOG_ADMIN.preview.heading });
  await expect(preview.getByRole('heading', { name: BLOG_ADMIN.preview.heading })).toBeFocused();
  const article = preview.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: choir })).toBeVisible();
  await expect(article).toContainText(choirContent);
  await expect(article).toContainText(BLOG.byline);
  const backToBlog = article.getByRole('link', { name: BLOG.backToBlog });
  const accent = () => backToBlog.evaluate((link) => getComputedStyle(link).color);

  const faith = preview.getByRole('button', { name: BLOG_ADMIN.preview.faith });
  const secular = preview.getByRole('button', { name: BLOG_ADMIN.preview.secular });
  await expect(faith).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
  const faithAccent = await accent();
  await secular.click();
  await expect(secular).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
  expect(await accent()).not.toBe(faithAccent);
  await expectAccessible(page, 'the preview in secular mode, 390 px wide');

  // The public page's link stays inert here: nothing typed is lost.
  await backToBlog.click();
  await expect(page).toHaveURL(/\/admin$/);

  await preview.getByRole('button', { name: BLOG_ADMIN.preview.back }).click();
  await expect(form.getByRole('button', { name: FORM.preview })).toBeFocused();
  await expect(form.getByLabel(FORM.title)).toHaveValue(choir);
  await expect(form.getByLabel(FORM.content)).toHaveValue(choirContent);
  // The admin's own display mode is put back.
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
});

test('the form refuses missing fields and a taken slug, saves nothing on Cancel, and stores a scheduled post with its instant in the admin’s zone', async ({
  page,
  baseURL,
}) => {
  const suffix = uniqueTag('');
  const taken = `taken-${suffix}`;
  await seedPosts(baseURL, [{ title: `Taken ${suffix}`, slug: taken, published: false }]);
  const form = await newPostForm(page);
  const title = form.getByLabel(FORM.title);
  const slug = form.getByLabel(FORM.slug);
  const content = form.getByLabel(FORM.content);
  const save = () => form.getByRole('button', { name: FORM.save }).click();

  await save();
  await expect(form.getByText(BLOG_ADMIN.problems.required)).toBeVisible();
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // The refused field names its message, which stands under it.
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(BLOG_ADMIN.problems.required);
  await expectAccessible(page, 'the post form, a refused field');

  // The other refusals made in the browser (no content, a title with no usable letters, a past time)
  // are prepareBlogPost's cases in tests/unit/admin/blog/post-form.test.ts; this one is the database's.
  await title.fill(`Another post ${suffix}`);
  await content.fill('Kept apart from the taken one.');
  await slug.fill(taken);
  await save();
  await expect(page.getByText(BLOG_ADMIN.problems.slugTaken)).toBeVisible();
  // The fixed field's mark has gone.
  await expect(title).toHaveAttribute('aria-invalid', 'false');
  await expect(form).toBeVisible();
  const admin = await adminClient(baseURL ?? '');
  expect(await rowsWithSlug(admin, taken)).toEqual([expect.objectContaining({ title: `Taken ${suffix}` })]);

  await form.getByRole('button', { name: FORM.cancel }).click();
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeFocused();
  await expect(postItem(page, `Another post ${suffix}`)).toHaveCount(0);

  // A post scheduled in the admin's time zone is stored published at that instant; visitors see it
  // once due (tests/db/scheduled-posts.test.ts), through the list blog.spec.ts reads.
  const harvest = `Harvest Supper ${suffix}`;
  const harvestSlug = `harvest-supper-${suffix}`;
  const at = new Date(Math.ceil((Date.now() + 2 * DAY_MS) / 60_000) * 60_000);
  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  await title.fill(harvest);
  await content.fill('Tables for two hundred, and a seat for everyone.');
  await form.getByRole('checkbox', { name: FORM.schedule }).check();
  await expect(form.getByRole('checkbox', { name: FORM.publish })).not.toBeChecked();
  const publishAt = form.getByLabel(FORM.publishAt);
  await expect(form.getByText(FORM.publishAtHint(ZONE))).toBeVisible();
  await publishAt.fill(toZonedInputValue(at, ZONE));
  await save();
  await expect(page.getByText(BLOG_ADMIN.toast.created)).toBeVisible();
  const scheduled = postItem(page, harvest);
  await expect(scheduled).toContainText(BLOG_ADMIN.list.scheduled);
  await expect(scheduled).toContainText(BLOG_ADMIN.list.scheduledFor(formatZonedDateTime(at, ZONE)));

  const stored = await secretClient(baseURL ?? '')
    .from('blog_posts')
    .select('published, publish_at')
    .eq('slug', harvestSlug)
    .single();
  expect(stored.data).toEqual({ published: true, publish_at: at.toISOString().replace('.000Z', '+00:00') });
});

/** Every chunk an island's entry loads, at once or later through `import()`, with its code. */
function chunkGraph(entry: string): Map<string, string> {
  const read = (sitePath: string) => readFileSync(join(DIST_DIR, sitePath), 'utf8');
  const loaded = staticClosure([entry], read);
  const chunks = [...loaded, ...dynamicClosure(loaded, read)];
  return new Map(chunks.map((chunk) => [chunk, read(chunk)]));
}

async function islandEntry(page: string, component: string): Promise<string> {
  const html = await readFile(join(DIST_DIR, page), 'utf8');
  const url = new RegExp(`component-url="(/_astro/${component}\\.[^"]+\\.js)"`).exec(html)?.[1];
  if (!url) throw new Error(`no ${component} island in ${page}`);
  return url;
}

/** Strings only the Auth client carries: its password sign-in and its session storage. */
const AUTH_MARKERS = ['grant_type=password', 'auth-token'];

const hasAuthCode = (chunks: Map<string, string>) =>
  [...chunks.values()].some((code) => AUTH_MARKERS.some((marker) => code.includes(marker)));

test('a Markdown post with an uploaded image and cover: the toolbar marks, the live preview, alt text asked before publishing, a wrong file refused, then its page as visitors see it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = uniqueTag('');
  const title = `Harvest Report ${suffix}`;
  const picture = async (width: number) => ({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width, height: width / 2, channels: 3, background: '#c87828' } })
      .png()
      .toBuffer(),
  });
  const form = await newPostForm(page);
  await form.getByLabel(FORM.title, { exact: true }).fill(title);
  await form.getByLabel(FORM.format, { exact: true }).selectOption('markdown');
  const content = form.getByLabel(FORM.content, { exact: true });
  await content.fill('What we gathered');
  await form.getByRole('button', { name: FORM.marks.heading }).click();
  await content.press('End');
  await content.press('Enter');
  await form
    .getByLabel(FORM.image, { exact: true })
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('no picture') });
  await expect(form.getByText(BLOG_ADMIN.problems.notAnImage)).toBeVisible();
  await form.getByLabel(FORM.image, { exact: true }).setInputFiles(await picture(800));
  await expect(form.getByText(FORM.uploaded)).toBeVisible();
  await expect(content).toHaveValue(
    /^## What we gathered\n\n!\[\]\(\/storage\/v1\/object\/public\/blog-images\/[0-9a-f-]{36}-800x400\.png\)\n$/,
  );
  const live = form.getByRole('region', { name: FORM.livePreview });
  await expect(live.getByRole('heading', { level: 2, name: 'What we gathered' })).toBeVisible();
  await form.getByLabel(FORM.tags, { exact: true }).fill('Harvest, Volunteers');
  await form.getByRole('checkbox', { name: FORM.publish }).check();
  await form.getByRole('button', { name: FORM.save }).click();
  await expect(form.getByText(BLOG_ADMIN.problems.imageAltMissing(1))).toBeVisible();
  await expect(content).toBeFocused();
  await content.fill((await content.inputValue()).replace('![]', '![Baskets of apples on a table]'));
  await form.getByLabel(FORM.chooseCover, { exact: true }).setInputFiles(await picture(1600));
  await form.getByRole('button', { name: FORM.save }).click();
  await expect(form.getByText(BLOG_ADMIN.problems.coverAltMissing)).toBeVisible();
  await form.getByLabel(FORM.coverAlt, { exact: true }).fill('Volunteers in the orchard');
  await form.getByRole('button', { name: FORM.save }).click();
  await expect(page.getByText(BLOG_ADMIN.toast.created)).toBeVisible();

  // Published after the build: the island renders it, loading the renderer for it.
  const slug = `harvest-report-${suffix}`;
  const admin = await adminClient(baseURL ?? '');
  const [stored] = await rowsWithSlug(admin, slug);
  expect(stored).toMatchObject({
    format: 'markdown',
    tags: ['harvest', 'volunteers'],
    cover_alt: 'Volunteers in the orchard',
  });
  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'What we gathered' })).toBeVisible();
  const image = article.getByRole('img', { name: 'Baskets of apples on a table' });
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('loading', 'lazy');
  // Lazy: it loads once near the view, and the check waits for its decoded size.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('naturalWidth', 800);
  await expect(article.getByRole('img', { name: 'Volunteers in the orchard' })).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  await expect(article.getByRole('link', { name: BLOG.tagLink('harvest') })).toHaveAttribute(
    'href',
    '/blog/tag/harvest/',
  );
  const imageUrl = (await image.getAttribute('src')) ?? '';

  // Deleting it offers to delete its two images too, which no other post shows.
  await openTab(page, session, 'blog');
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await postItem(page, title).getByRole('button', { name: BLOG_ADMIN.list.delete }).click();
  await expect(page.getByText(BLOG_ADMIN.toast.imagesDeleted)).toBeVisible();
  await expect(postItem(page, title)).toHaveCount(0);
  expect(questions).toEqual([BLOG_ADMIN.confirmDelete, BLOG_ADMIN.confirmDeleteImages(2)]);
  expect(await rowsWithSlug(admin, slug)).toEqual([]);
  expect((await page.request.get(imageUrl)).status()).toBe(400);
});

test('the public blog’s chunks carry no auth code; the admin’s, with the preview, do', async () => {
  const blog = chunkGraph(await islandEntry('blog/index.html', 'Blog'));
  const admin = chunkGraph(await islandEntry('admin/index.html', 'AdminApp'));
  expect(hasAuthCode(blog)).toBe(false);
  expect(hasAuthCode(admin)).toBe(true);
  // The preview draws with the blog's own PostView: the admin loads a chunk of the blog's.
  expect([...blog.keys()].some((chunk) => admin.has(chunk) && chunk.includes('PostView'))).toBe(true);
});

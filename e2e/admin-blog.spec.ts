/**
 * The admin Blog tab against the local backend: create a draft (slug filled from the title),
 * hidden from visitors until edited to published, the slug rule on save, a duplicate slug
 * refused, delete behind the confirmation, and the required fields. The database is checked
 * after each change through supabase-js.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../src/lib/db/supabase-config.ts';
import { adminClient } from './support/admin-client.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { expect, test } from './support/test.ts';

const FORM = BLOG_ADMIN.form;

/** The backend global-setup started; the same origin serves the site and the API. */
function backendURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through playwright.config.ts');
  return url;
}

/** Lowercase letters and digits, unique per test, so parallel tests never share a post. */
function uniqueSuffix(): string {
  return `${test.info().workerIndex}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function openBlogTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const tab = page.getByRole('tab', { name: 'Blog' });
  await expect(tab).toBeVisible();
  await tab.click();
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
}

function postItem(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function visitorClient(baseURL: string): SupabaseClient {
  return createClient(baseURL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

async function rowsWithSlug(client: SupabaseClient, slug: string) {
  const { data, error } = await client.from('blog_posts').select('*').eq('slug', slug);
  expect(error).toBeNull();
  return data ?? [];
}

async function seedPost(baseURL: string, fields: { title: string; slug: string }): Promise<void> {
  const admin = await adminClient(baseURL);
  const { data: user } = await admin.auth.getUser();
  const { error } = await admin.from('blog_posts').insert({
    ...fields,
    content: 'Seeded for a browser test.',
    excerpt: null,
    published: false,
    author_id: user.user?.id,
  });
  expect(error).toBeNull();
}

test('a draft is created with the slug from its title, hidden from visitors until published', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const title = `Serving Together ${suffix}`;
  const slug = `serving-together-${suffix}`;
  await openBlogTab(page);

  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  const form = page.getByRole('form', { name: FORM.newHeading });
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

  const admin = await adminClient(backendURL());
  const { data: user } = await admin.auth.getUser();
  expect(await rowsWithSlug(admin, slug)).toEqual([
    expect.objectContaining({ title, excerpt: null, published: false, author_id: user.user?.id }),
  ]);
  expect(await rowsWithSlug(visitorClient(backendURL()), slug)).toEqual([]);

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
  expect(await rowsWithSlug(visitorClient(backendURL()), slug)).toEqual([
    expect.objectContaining({ title: `${title} (updated)`, excerpt: 'A short summary.', published: true }),
  ]);

  // A fresh context: no admin session, as a visitor sees the blog.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${backendURL()}/blog`);
  await expect(visitor.getByText(`${title} (updated)`).first()).toBeVisible();
  await visitor.goto(`${backendURL()}/blog/${slug}`);
  await expect(visitor.getByRole('heading', { name: `${title} (updated)` })).toBeVisible();
  await visitorContext.close();
});

test('an empty slug is made from the title on save, and a title with no usable letters is refused', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const title = `  Café & Friends: Spring ${suffix}!  `;
  const slug = `cafe-friends-spring-${suffix}`;
  await openBlogTab(page);

  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  const form = page.getByRole('form', { name: FORM.newHeading });
  await form.getByLabel(FORM.title).fill('🎉🙏');
  await form.getByLabel(FORM.slug).fill('');
  await form.getByLabel(FORM.content).fill('Celebrations.');
  await form.getByRole('button', { name: FORM.save }).click();
  await expect(form.getByText(BLOG_ADMIN.problems.slugEmpty)).toBeVisible();
  await expect(form.getByLabel(FORM.slug)).toBeFocused();

  await form.getByLabel(FORM.title).fill(title);
  await form.getByLabel(FORM.slug).fill('');
  await form.getByLabel(FORM.content).fill('  Coffee after the service, every Sunday.  ');
  await form.getByLabel(FORM.excerpt).fill('   ');
  await form.getByRole('button', { name: FORM.save }).click();

  await expect(page.getByText(BLOG_ADMIN.toast.created)).toBeVisible();
  expect(await rowsWithSlug(await adminClient(backendURL()), slug)).toEqual([
    expect.objectContaining({
      title: title.trim(),
      content: 'Coffee after the service, every Sunday.',
      excerpt: null,
      published: false,
    }),
  ]);
});

test('a duplicate slug is refused with a clear message and nothing is saved', async ({ page }) => {
  const suffix = uniqueSuffix();
  const slug = `taken-${suffix}`;
  await seedPost(backendURL(), { title: `Taken ${suffix}`, slug });
  await openBlogTab(page);

  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  const form = page.getByRole('form', { name: FORM.newHeading });
  await form.getByLabel(FORM.title).fill(`Another post ${suffix}`);
  await form.getByLabel(FORM.content).fill('Same address, different words.');
  await form.getByLabel(FORM.slug).fill(slug);
  await form.getByRole('button', { name: FORM.save }).click();

  await expect(page.getByText(BLOG_ADMIN.problems.slugTaken)).toBeVisible();
  await expect(form).toBeVisible();
  expect(await rowsWithSlug(await adminClient(backendURL()), slug)).toEqual([
    expect.objectContaining({ title: `Taken ${suffix}` }),
  ]);
});

test('delete asks first: dismissing keeps the post, accepting removes it', async ({ page }) => {
  const suffix = uniqueSuffix();
  const title = `Delete me ${suffix}`;
  const slug = `delete-me-${suffix}`;
  await seedPost(backendURL(), { title, slug });
  await openBlogTab(page);
  const item = postItem(page, title);
  const admin = await adminClient(backendURL());

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await item.getByRole('button', { name: BLOG_ADMIN.list.delete }).click();
  expect(questions).toEqual([BLOG_ADMIN.confirmDelete]);
  await expect(item).toBeVisible();
  expect(await rowsWithSlug(admin, slug)).toHaveLength(1);

  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await item.getByRole('button', { name: BLOG_ADMIN.list.delete }).click();
  await expect(page.getByText(BLOG_ADMIN.toast.deleted)).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(questions).toEqual([BLOG_ADMIN.confirmDelete, BLOG_ADMIN.confirmDelete]);
  expect(await rowsWithSlug(admin, slug)).toEqual([]);
});

test('title and content are required', async ({ page }) => {
  await openBlogTab(page);
  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  const form = page.getByRole('form', { name: FORM.newHeading });

  await form.getByRole('button', { name: FORM.save }).click();
  await expect(form.getByText(BLOG_ADMIN.problems.required)).toBeVisible();
  await expect(form.getByLabel(FORM.title)).toBeFocused();
  await expect(form.getByLabel(FORM.title)).toBeInViewport();
  // The refused field names its message, which stands under it.
  await expect(form.getByLabel(FORM.title)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(FORM.title)).toHaveAccessibleDescription(BLOG_ADMIN.problems.required);

  await form.getByLabel(FORM.title).fill('A title alone');
  await form.getByRole('button', { name: FORM.save }).click();
  await expect(form.getByText(BLOG_ADMIN.problems.required)).toBeVisible();
  await expect(form.getByLabel(FORM.content)).toBeFocused();
  await expect(form.getByLabel(FORM.content)).toHaveAccessibleDescription(BLOG_ADMIN.problems.required);
  await expect(form.getByLabel(FORM.title)).toHaveAttribute('aria-invalid', 'false');

  await form.getByRole('button', { name: FORM.cancel }).click();
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeFocused();
  await expect(postItem(page, 'A title alone')).toHaveCount(0);
});

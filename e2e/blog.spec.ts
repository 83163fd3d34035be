import { BLOG } from '../src/data/site.ts';
import { expect, test } from './support/test.ts';

/** From supabase/seed.sql: four published posts and one draft. */
const SEEDED_PUBLISHED = 4;
const SEEDED_DRAFT_TITLE = 'Measuring Program Outcomes With a Small Team';

test('the blog lists the published posts, newest first, and never the draft', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: BLOG.title })).toBeVisible();
  const posts = page.getByRole('region', { name: BLOG.listLabel }).getByRole('listitem');
  await expect(posts).toHaveCount(SEEDED_PUBLISHED);
  await expect(posts.first()).toContainText('One Calendar for Events, Teams and Budgets');
  await expect(posts.last()).toContainText('Volunteer Scheduling Without the Spreadsheet Chaos');
  await expect(page.getByText(SEEDED_DRAFT_TITLE)).toHaveCount(0);
});

test('a post address is served by the blog page', async ({ page }) => {
  const response = await page.goto('/blog/volunteer-scheduling-without-the-spreadsheet-chaos');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: BLOG.title })).toBeVisible();
});

import { AI_TOOLS, CORE_MODULES } from '../src/data/features.ts';
import { SECULAR_UNIFIED } from '../src/data/secular-unified.ts';
import { CONTACT_DIALOG } from '../src/data/site.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { expect, test } from './support/test.ts';

const { hero, modules, aiTools, whyChoose, cta } = SECULAR_UNIFIED;

for (const mode of ['faith', 'secular'] as const) {
  test(`the secular landing page renders its sections for secular organizations (${mode} mode)`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => localStorage.setItem('mode', stored), mode);
    const response = await page.goto('/secular-unified');
    expect(response?.status()).toBe(200);
    const ids = await page.locator('#main > section').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual([hero.id, modules.id, aiTools.id, whyChoose.id, cta.id]);
    await expect(page.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();

    const moduleSection = page.locator(`#${modules.id}`);
    await expect(moduleSection.getByRole('listitem')).toHaveCount(CORE_MODULES.length);
    for (const feature of CORE_MODULES) {
      await expect(
        moduleSection.getByRole('link', { name: pick(feature.title, 'secular'), exact: true }),
      ).toHaveAttribute('href', feature.href);
    }

    const toolSection = page.locator(`#${aiTools.id}`);
    for (const tool of AI_TOOLS) {
      const card = toolSection.locator('article').filter({ hasText: pick(tool.title, 'secular') });
      await expect(card.getByRole('link')).toHaveAttribute('href', tool.href);
      await expect(card.getByRole('listitem')).toHaveCount(4);
    }

    await expect(page.locator(`#${whyChoose.id}`).getByRole('heading', { level: 3 })).toHaveText(
      whyChoose.cards.map((card) => card.title),
    );
  });
}

test('Request Demo, Learn More and the final call to action open the contact dialog', async ({ page }) => {
  await page.goto('/secular-unified');
  const dialog = page.getByRole('dialog');
  for (const [section, label] of [
    [hero.id, hero.requestDemo],
    [hero.id, hero.learnMore],
    [cta.id, cta.contactLabel],
  ] as const) {
    await page.locator(`#${section}`).getByRole('button', { name: label, exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await expect(
    page.locator(`#${cta.id}`).getByRole('link', { name: cta.requestAccess.label }),
  ).toHaveAttribute('href', cta.requestAccess.href);
});

test("the closing call to action offers 'Request Platform Demo', which opens the contact dialog", async ({
  page,
}) => {
  await page.goto('/secular-unified');
  // The label is one of the call-to-action labels of docs/product.md#contact-dialog, word for word.
  const button = page
    .locator(`#${cta.id}`)
    .getByRole('button', { name: 'Request Platform Demo', exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('data-contact-trigger');
  await button.click();
  await expect(page.getByRole('dialog', { name: CONTACT_DIALOG.heading })).toBeVisible();
});

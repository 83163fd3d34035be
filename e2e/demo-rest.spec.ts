/**
 * Demos that show, not promise (docs/product.md#demos): each demo's resting state shows something meaningful
 * (in the static HTML and before Start, without moving anything when the run takes over; the idea
 * demo's Reset clears every output, so its tools are empty after it), Grace's plans, drafts and lists appear as cards in the conversation, the chat's composer
 * strip is no fake input, and on a phone the idea demo keeps the working tool in view without
 * scrolling the page.
 */
import type { Locator, Page } from '@playwright/test';
import {
  ASSISTANT_CHAT_LABELS as CHAT,
  CHAT_TICK_MS,
  RESTART_DELAY_MS,
  SCENARIO_SETS,
  TYPING_MS,
  type ChatCard,
  type ScenarioId,
} from '../src/data/demos/assistant-chat.ts';
import {
  COMPOSER_RECIPIENTS,
  GENERATED_EMAIL,
  IDEA_LABELS as IDEA,
  IDEA_PHASES,
  IDEA_PROMPT,
  POLISHED_EMAIL,
} from '../src/data/demos/idea-to-implementation.ts';
import { WORKFLOW_LABELS as WORKFLOW, WORKFLOW_STEPS } from '../src/data/demos/workflow.ts';
import type { Copy, Mode } from '../src/data/types.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { scenarioOf } from '../src/components/demos/chat/chat-machine.ts';
import { expect, test } from './support/test.ts';

/** Compare text as shown: dual-mode copy renders both variants and CSS hides one. */
const SHOWN = { useInnerText: true } as const;
const HOME = SCENARIO_SETS.home;
const PHONE = { width: 390, height: 844 } as const;

const messageAt = (n: number) => n * CHAT_TICK_MS + TYPING_MS;

function message(id: ScenarioId, index: number) {
  const found = scenarioOf(HOME, id).messages[index];
  if (!found) throw new Error(`no message ${index} in ${id}`);
  return found;
}

function cardOf(id: ScenarioId, index: number): ChatCard {
  const card = message(id, index).card;
  if (!card) throw new Error(`message ${index} of ${id} has no card`);
  return card;
}

function firstLine(index: number): Copy {
  const line = WORKFLOW_STEPS[index]?.messages[0];
  if (line === undefined) throw new Error(`no workflow step ${index}`);
  return line;
}

/**
 * Opens the home page in `mode` on a paused fake clock, scrolled to `sectionId`, hydrated; from
 * then on only the test moves the clock.
 */
async function openHome(page: Page, sectionId: string, mode: Mode = 'faith'): Promise<Locator> {
  await page.addInitScript((value) => localStorage.setItem('mode', value), mode);
  await page.clock.install({ time: 0 });
  await page.goto('/');
  await page.clock.pauseAt(60_000);
  const section = page.locator(`#${sectionId}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
  return section;
}

/** The chat demo on screen and playing, its clock at zero. */
async function openChat(page: Page, mode: Mode = 'faith'): Promise<Locator> {
  const section = await openHome(page, 'demo-assistant', mode);
  await expect(section.locator('[data-scenario]')).toHaveAttribute('data-playing', '');
  return section;
}

test.describe('in the static HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('every demo already shows its resting layer', async ({ page }) => {
    await page.goto('/');
    const chat = page.locator('#demo-assistant [data-chat-preview]');
    await expect(chat).toBeVisible();
    await expect(chat).toContainText(pick(message('fundraising', 0).text, 'faith'), SHOWN);
    await expect(chat).toContainText(pick(message('fundraising', 1).text, 'faith'), SHOWN);
    await expect(chat).toContainText(pick(cardOf('fundraising', 1).title, 'faith'), SHOWN);

    const idea = page.locator('#demo-idea');
    await expect(idea.locator('[data-idea-preview]')).toHaveCount(IDEA_PHASES.length);
    await expect(idea.getByText(pick(IDEA_PROMPT, 'faith'), { exact: true })).toBeVisible();
    await expect(idea.getByText(POLISHED_EMAIL.faith.body, { exact: true }).first()).toBeVisible();
    await expect(idea.getByText(IDEA.previewBadge, { exact: true }).first()).toBeVisible();

    const log = page.locator('#demo-workflow [data-log-preview]');
    await expect(log).toContainText(WORKFLOW.logEmpty);
    await expect(log).toContainText(pick(firstLine(0), 'faith'), SHOWN);
  });
});

test.describe('assistant chat', () => {
  test('rests on a preview of the opening exchange until the first message, and after each restart', async ({
    page,
  }) => {
    const section = await openChat(page);
    const pane = section.getByRole('region', { name: CHAT.conversationLabel });
    const preview = pane.locator('[data-chat-preview]');
    const height = (await pane.boundingBox())?.height;
    const opening = [message('fundraising', 0), message('fundraising', 1)];

    await expect(preview).toBeVisible();
    await expect(preview).toContainText(CHAT.previewBadge.toUpperCase(), SHOWN);
    await expect(preview).toContainText(CHAT.emptyHint);
    for (const shown of opening) await expect(preview).toContainText(pick(shown.text, 'faith'), SHOWN);
    // The example is for the eye: screen readers hear the messages when they really arrive.
    await expect(preview.locator(':scope > [aria-hidden="true"]')).toContainText(
      pick(opening[1]?.text ?? '', 'faith'),
      SHOWN,
    );

    await page.clock.runFor(messageAt(1) - 1);
    await expect(preview).toBeVisible();
    await page.clock.runFor(1);
    await expect(preview).toHaveCount(0);
    await expect(pane.locator('ol > li p')).toHaveText([pick(opening[0]?.text ?? '', 'faith')], SHOWN);
    expect((await pane.boundingBox())?.height).toBe(height);

    // The conversation ends, waits, and starts over from the resting layer.
    const count = scenarioOf(HOME, 'fundraising').messages.length;
    await page.clock.runFor(messageAt(count) - messageAt(1) + RESTART_DELAY_MS);
    await expect(preview).toBeVisible();
    expect((await pane.boundingBox())?.height).toBe(height);

    // Another command: its own opening exchange, in the other mode's words where they differ.
    await section
      .getByRole('button', { name: pick(scenarioOf(HOME, 'newsletter').label, 'faith'), exact: true })
      .click();
    await expect(preview).toContainText(pick(message('newsletter', 1).text, 'faith'), SHOWN);
  });

  for (const mode of ['faith', 'secular'] as const) {
    test(`Grace's plan, draft and list appear as cards in the conversation (${mode})`, async ({ page }) => {
      const section = await openChat(page, mode);
      const pane = section.getByRole('region', { name: CHAT.conversationLabel });
      const other: Mode = mode === 'faith' ? 'secular' : 'faith';

      const expectCard = async (id: ScenarioId, index: number) => {
        const card = cardOf(id, index);
        // The card sits in Grace's message, under her words.
        const inMessage = pane
          .locator('ol > li')
          .filter({ hasText: pick(message(id, index).text, mode) })
          .locator(`[data-grace-card="${card.kind}"]`);
        await expect(inMessage).toBeVisible();
        await expect(inMessage).toContainText(CHAT.cardKinds[card.kind].toUpperCase(), SHOWN);
        await expect(inMessage).toContainText(pick(card.title, mode), SHOWN);
        for (const row of card.rows) {
          await expect(inMessage).toContainText(pick(row.label, mode), SHOWN);
          await expect(inMessage).toContainText(pick(row.text, mode), SHOWN);
        }
        if (card.footnote) await expect(inMessage).toContainText(pick(card.footnote, mode), SHOWN);
        if (pick(card.title, other) !== pick(card.title, mode)) {
          await expect(inMessage).not.toContainText(pick(card.title, other), SHOWN);
        }
      };

      // "Here is a plan toward the $25,000 target…": the plan, adding up to the target.
      await page.clock.runFor(messageAt(2));
      await expectCard('fundraising', 1);
      await expect(pane.locator('[data-grace-card="plan"]')).toContainText('Together: $25,000');

      // "Here is a draft…": the newsletter draft.
      await section
        .getByRole('button', { name: pick(scenarioOf(HOME, 'newsletter').label, mode), exact: true })
        .click();
      await page.clock.runFor(messageAt(2));
      await expectCard('newsletter', 1);

      // "40 volunteers are free on Saturday": the list.
      await section
        .getByRole('button', { name: pick(scenarioOf(HOME, 'volunteers').label, mode), exact: true })
        .click();
      await page.clock.runFor(messageAt(2));
      await expectCard('volunteers', 1);
    });
  }

  test('the composer strip is a plain note, not an input that does nothing', async ({ page }) => {
    const section = await openChat(page);
    const demo = section.locator('[data-scenario]');
    const note = demo.getByText(CHAT.composerHint, { exact: true });
    await expect(note).toBeVisible();
    await expect(demo.getByRole('textbox')).toHaveCount(0);
    expect(CHAT.composerHint).not.toMatch(/ask grace anything/i);
    // No field outline around it: it reads as a caption.
    const strip = note.locator('..');
    for (const side of ['left', 'right', 'bottom'] as const) {
      await expect(strip).toHaveCSS(`border-${side}-width`, '0px');
    }
  });
});

test.describe('idea to implementation', () => {
  for (const mode of ['faith', 'secular'] as const) {
    test(`before the first Start each tool shows its finished example; Reset leaves them empty (${mode})`, async ({
      page,
    }) => {
      const section = await openHome(page, 'demo-idea', mode);
      const demo = section.getByRole('region', { name: IDEA.demoLabel });
      const previews = demo.getByRole('group', { name: IDEA.previewLabel });
      const height = (await demo.boundingBox())?.height;

      const expectResting = async () => {
        await expect(previews).toHaveCount(IDEA_PHASES.length);
        await expect(demo.locator('[data-panel-state="preview"]')).toHaveCount(IDEA_PHASES.length);
        await expect(previews.nth(0)).toContainText(pick(IDEA_PROMPT, mode), SHOWN);
        await expect(previews.nth(0)).toContainText(GENERATED_EMAIL[mode].body, SHOWN);
        await expect(previews.nth(1)).toContainText(IDEA.polishedBadge, SHOWN);
        await expect(previews.nth(1)).toContainText(POLISHED_EMAIL[mode].body, SHOWN);
        await expect(previews.nth(2)).toContainText(pick(COMPOSER_RECIPIENTS, mode), SHOWN);
        await expect(previews.nth(2)).toContainText(POLISHED_EMAIL[mode].subject, SHOWN);
        const other: Mode = mode === 'faith' ? 'secular' : 'faith';
        await expect(previews.nth(0)).not.toContainText(GENERATED_EMAIL[other].body, SHOWN);
        // No button of the run is shown as if it were there.
        await expect(demo.getByRole('button', { name: IDEA.readyToSend })).toHaveCount(0);
      };

      await expectResting();
      await demo.getByRole('button', { name: IDEA.names.start, exact: true }).click();
      await expect(demo).toHaveAttribute('data-running', 'true');
      await expect(previews).toHaveCount(0);
      await expect(demo.locator('[data-panel-state="preview"]')).toHaveCount(0);
      await page.clock.runFor(17_000);
      await expect(demo.locator('[data-idea-status]')).toHaveText(IDEA.completed);
      await expect(previews).toHaveCount(0);
      expect((await demo.boundingBox())?.height).toBe(height);

      // Reset clears every output, and the labelled preview does not come back.
      await demo.getByRole('button', { name: IDEA.names.reset, exact: true }).click();
      await expect(demo).toHaveAttribute('data-running', 'false');
      await expect(previews).toHaveCount(0);
      await expect(demo.getByText(IDEA.previewBadge, { exact: true })).toHaveCount(0);
      await expect(demo.locator('[data-panel-state="waiting"]')).toHaveCount(IDEA_PHASES.length);
      for (const phase of IDEA_PHASES)
        await expect(demo.getByText(phase.waiting, { exact: true })).toBeVisible();
      await expect(demo).not.toContainText(pick(IDEA_PROMPT, mode), SHOWN);
      await expect(demo).not.toContainText(GENERATED_EMAIL[mode].body, SHOWN);
      await expect(demo).not.toContainText(POLISHED_EMAIL[mode].body, SHOWN);
      expect((await demo.boundingBox())?.height).toBe(height);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the working tool stays in view as the demo moves on, and the page does not scroll by itself', async ({
      page,
    }) => {
      const section = await openHome(page, 'demo-idea');
      const demo = section.getByRole('region', { name: IDEA.demoLabel });
      await demo.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // The whole demo fits on the phone's screen.
      await expect(demo).toBeInViewport({ ratio: 1 });
      const height = (await demo.boundingBox())?.height;
      const scrollY = await page.evaluate(() => window.scrollY);
      const panel = (title: string) =>
        demo
          .locator('[data-panel-state]')
          .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      const [grace, story, email] = IDEA_PHASES.map((phase) => panel(phase.title));
      if (!grace || !story || !email) throw new Error('the idea demo has three tools');

      // At rest the first tool shows, the others wait to the side.
      await expect(grace).toBeInViewport({ ratio: 0.9 });
      await expect(story).not.toBeInViewport();

      await demo.getByRole('button', { name: IDEA.names.start, exact: true }).click();
      await expect(demo).toHaveAttribute('data-running', 'true');
      await expect(grace).toHaveAttribute('data-panel-state', 'active');
      await expect(grace).toBeInViewport({ ratio: 0.9 });

      let now = 0;
      const at = async (ms: number) => {
        await page.clock.runFor(ms - now);
        now = ms;
      };
      for (const [ms, active, away] of [
        [8000, story, grace],
        [13000, email, story],
      ] as const) {
        await at(ms);
        await expect(active).toHaveAttribute('data-panel-state', 'active');
        await expect(active).toBeInViewport({ ratio: 0.9 });
        await expect(away).not.toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        expect((await demo.boundingBox())?.height).toBe(height);
      }

      await at(17_000);
      await expect(demo.locator('[data-idea-status]')).toHaveText(IDEA.completed);
      await expect(email).toBeInViewport({ ratio: 0.9 });

      await demo.getByRole('button', { name: IDEA.names.reset, exact: true }).click();
      await expect(grace).toBeInViewport({ ratio: 0.9 });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      expect((await demo.boundingBox())?.height).toBe(height);
    });
  });
});

test.describe('workflow', () => {
  for (const mode of ['faith', 'secular'] as const) {
    test(`the message log shows sample lines labelled Preview at rest (${mode})`, async ({ page }) => {
      const section = await openHome(page, 'demo-workflow', mode);
      const log = section.getByRole('region', { name: WORKFLOW.logHeading });
      const preview = log.locator('[data-log-preview]');
      const height = (await log.boundingBox())?.height;
      const badge = section.getByText(WORKFLOW.previewBadge, { exact: true });

      const expectResting = async () => {
        await expect(preview).toBeVisible();
        await expect(badge).toBeVisible();
        await expect(preview).toContainText(WORKFLOW.logEmpty);
        for (const index of [0, 1, 2]) {
          await expect(preview).toContainText(pick(firstLine(index), mode), SHOWN);
        }
      };

      await expectResting();
      await section.getByRole('button', { name: WORKFLOW.startName, exact: true }).click();
      await expect(preview).toHaveCount(0);
      await expect(badge).toHaveCount(0);
      await expect(log).toContainText(pick(firstLine(0), mode), SHOWN);
      await expect(log).not.toContainText(pick(firstLine(1), mode), SHOWN);
      expect((await log.boundingBox())?.height).toBe(height);

      await section.getByRole('button', { name: WORKFLOW.resetName, exact: true }).click();
      await expectResting();
      expect((await log.boundingBox())?.height).toBe(height);
    });
  }
});

/** The assistant chat demo, home and /grace-assistant sets (docs/product.md#assistant-chat-demo, #demos). */
import type { Locator, Page } from '@playwright/test';
import {
  ASSISTANT_CHAT_LABELS as LABELS,
  CHAT_TICK_MS,
  RESTART_DELAY_MS,
  SCENARIO_SETS,
  TYPING_MS,
  type ScenarioId,
  type ScenarioSet,
} from '../src/data/demos/assistant-chat.ts';
import type { Mode } from '../src/data/types.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { scenarioOf } from '../src/components/demos/chat/chat-machine.ts';
import { animationsWithin, openDemoSection, otherMode, SHOWN } from './support/demos.ts';
import { expect, test } from './support/test.ts';

const HOME = SCENARIO_SETS.home;
/**
 * After a (re)start, message n starts typing at n ticks and appears TYPING_MS later
 * (docs/product.md#assistant-chat-demo).
 */
const typingAt = (n: number) => n * CHAT_TICK_MS;
const messageAt = (n: number) => typingAt(n) + TYPING_MS;

function messageOf(set: ScenarioSet, id: ScenarioId, index: number) {
  const message = scenarioOf(set, id).messages[index];
  if (!message) throw new Error(`no message ${index} in ${id}`);
  return message;
}
const messageText = (set: ScenarioSet, id: ScenarioId, index: number, mode: Mode) =>
  pick(messageOf(set, id, index).text, mode);

const conversation = (demo: Locator) => demo.getByRole('region', { name: LABELS.conversationLabel });
const bubbles = (demo: Locator) => conversation(demo).locator('ol > li p');
const graceTyping = (demo: Locator) => demo.getByRole('status', { name: LABELS.typing.grace });
const card = (demo: Locator, set: ScenarioSet, id: ScenarioId, mode: Mode) =>
  demo.getByRole('button', { name: pick(scenarioOf(set, id).label, mode), exact: true });

/** The demo on screen and playing, its clock at zero. */
async function openDemo(page: Page, mode: Mode = 'faith', path = '/', sectionId = 'demo-assistant') {
  const demo = (await openDemoSection(page, sectionId, { mode, path })).locator('[data-scenario]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-playing', '');
  return demo;
}

/** Grace's card in message `index` of `id`, under her words, with every row, in `mode` only. */
async function expectCard(demo: Locator, id: ScenarioId, index: number, mode: Mode) {
  const { card: shown, text } = messageOf(HOME, id, index);
  if (!shown) throw new Error(`message ${index} of ${id} has no card`);
  const inMessage = conversation(demo)
    .locator('ol > li')
    .filter({ hasText: pick(text, mode) })
    .locator(`[data-grace-card="${shown.kind}"]`);
  await expect(inMessage).toBeVisible();
  await expect(inMessage).toContainText(LABELS.cardKinds[shown.kind].toUpperCase(), SHOWN);
  await expect(inMessage).toContainText(pick(shown.title, mode), SHOWN);
  for (const row of shown.rows) {
    await expect(inMessage).toContainText(pick(row.label, mode), SHOWN);
    await expect(inMessage).toContainText(pick(row.text, mode), SHOWN);
  }
  if (shown.footnote) await expect(inMessage).toContainText(pick(shown.footnote, mode), SHOWN);
  if (pick(shown.title, otherMode(mode)) !== pick(shown.title, mode))
    await expect(inMessage).not.toContainText(pick(shown.title, otherMode(mode)), SHOWN);
}

test('rests on a preview of the opening exchange, plays the conversation, pauses off screen and when paused, and loops', async ({
  page,
}) => {
  const demo = await openDemo(page);
  const pane = conversation(demo);
  const preview = pane.locator('[data-chat-preview]');
  await expect(card(demo, HOME, 'fundraising', 'faith')).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.getByRole('button', { pressed: true })).toHaveCount(1);
  const paneHeight = (await pane.boundingBox())?.height;
  // The composer strip is a plain note, not an input that does nothing, with no field outline.
  const note = demo.getByText(LABELS.composerHint, { exact: true });
  await expect(note).toBeVisible();
  await expect(demo.getByRole('textbox')).toHaveCount(0);
  expect(LABELS.composerHint).not.toMatch(/ask grace anything/i);
  for (const side of ['left', 'right', 'bottom'] as const)
    await expect(note.locator('..')).toHaveCSS(`border-${side}-width`, '0px');
  const expectResting = async () => {
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(LABELS.previewBadge.toUpperCase(), SHOWN);
    await expect(preview).toContainText(LABELS.emptyHint);
    for (const index of [0, 1])
      await expect(preview).toContainText(messageText(HOME, 'fundraising', index, 'faith'), SHOWN);
    // The example is for the eye: screen readers hear the messages when they really arrive.
    await expect(preview.locator(':scope > [aria-hidden="true"]')).toContainText(
      messageText(HOME, 'fundraising', 1, 'faith'),
      SHOWN,
    );
    expect((await pane.boundingBox())?.height).toBe(paneHeight);
  };
  /**
   * The visitor's message is typed in the composer: its hint gives way to the dots, then it
   * arrives (the timings to the millisecond: tests/unit/components/demos/chat).
   */
  const expectFirstMessage = async (resting: boolean) => {
    await expect(demo).toContainText(LABELS.composerHint, SHOWN);
    await page.clock.runFor(typingAt(1));
    await expect(demo).not.toContainText(LABELS.composerHint, SHOWN);
    await expect(bubbles(demo)).toHaveCount(0);
    await expect(preview).toHaveCount(resting ? 1 : 0);
    await page.clock.runFor(TYPING_MS);
    await expect(preview).toHaveCount(0);
    await expect(bubbles(demo)).toHaveText([messageText(HOME, 'fundraising', 0, 'faith')], SHOWN);
  };
  await expectResting();
  await expectFirstMessage(true);

  // Off screen it stops, and back on screen it goes on where it was.
  await page.locator('#get-started').scrollIntoViewIfNeeded();
  await expect(demo).not.toHaveAttribute('data-playing');
  await page.clock.runFor(messageAt(5));
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-playing', '');
  await expect(bubbles(demo)).toHaveCount(1);
  const pageScroll = await page.evaluate(() => window.scrollY);

  // Grace types, the orb pulsing; the visitor's Pause holds her mid-message.
  const orb = demo.locator('[data-pulsing]');
  await expect(orb).toHaveCount(0);
  await page.clock.runFor(typingAt(2) - messageAt(1));
  await expect(graceTyping(demo)).toBeVisible();
  await expect(orb).toHaveCount(1);
  await expect(demo).toContainText(LABELS.status.typing, SHOWN);
  await demo.getByRole('button', { name: LABELS.pause }).click();
  await expect(demo).toContainText(LABELS.status.paused, SHOWN);
  await page.clock.runFor(messageAt(5));
  await expect(bubbles(demo)).toHaveCount(1);
  await demo.getByRole('button', { name: LABELS.play }).click();
  await page.clock.runFor(TYPING_MS);
  await expect(graceTyping(demo)).toHaveCount(0);
  await expect(orb).toHaveCount(0);
  await expect(bubbles(demo)).toHaveCount(2);
  await expect(bubbles(demo).last()).toHaveText(messageText(HOME, 'fundraising', 1, 'faith'), SHOWN);
  await expect(demo.locator('[aria-live="polite"]')).toHaveText(
    `${LABELS.senderNames.grace}: ${messageText(HOME, 'fundraising', 1, 'faith')}`,
    SHOWN,
  );

  // The last messages, then RESTART_DELAY_MS later it starts over: an empty pane with the hint, no
  // ghost of the conversation (the resting preview is for before the first play only).
  const count = scenarioOf(HOME, 'fundraising').messages.length;
  await page.clock.runFor(messageAt(count) - messageAt(2));
  await expect(bubbles(demo)).toHaveCount(count);
  await expect
    .poll(() => pane.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
    .toBeLessThanOrEqual(1);
  expect((await pane.boundingBox())?.height).toBe(paneHeight);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  await page.clock.runFor(RESTART_DELAY_MS);
  await expect(bubbles(demo)).toHaveCount(0);
  await expect(preview).toHaveCount(0);
  await expect(pane).toContainText(LABELS.emptyHint);
  await expect(pane).not.toContainText(messageText(HOME, 'fundraising', 1, 'faith'), SHOWN);
  expect((await pane.boundingBox())?.height).toBe(paneHeight);
  await expectFirstMessage(false);
});

for (const mode of ['faith', 'secular'] as const) {
  test(`a command card, by pointer or keyboard, restarts its scenario; plans, drafts and lists are cards (${mode})`, async ({
    page,
  }) => {
    const demo = await openDemo(page, mode);
    await expect(card(demo, HOME, 'fundraising', mode)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(messageAt(1));
    const first = messageText(HOME, 'fundraising', 0, mode);
    expect(first).not.toBe(messageText(HOME, 'fundraising', 0, otherMode(mode)));
    await expect(bubbles(demo)).toHaveText([first], SHOWN);
    // The plan toward the target, adding up to it.
    await page.clock.runFor(messageAt(2) - messageAt(1));
    await expectCard(demo, 'fundraising', 1, mode);

    const newsletter = card(demo, HOME, 'newsletter', mode);
    await newsletter.click();
    await expect(newsletter).toHaveAttribute('aria-pressed', 'true');
    await expect(card(demo, HOME, 'fundraising', mode)).toHaveAttribute('aria-pressed', 'false');
    await expect(bubbles(demo)).toHaveCount(0);
    // After a first play a restart is an empty pane, not a preview.
    await expect(conversation(demo).locator('[data-chat-preview]')).toHaveCount(0);
    await expect(conversation(demo)).toContainText(LABELS.emptyHint);
    await page.clock.runFor(messageAt(1) - 1);
    await expect(bubbles(demo)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(bubbles(demo)).toHaveText([messageText(HOME, 'newsletter', 0, mode)], SHOWN);
    await page.clock.runFor(messageAt(4) - messageAt(1));
    await expectCard(demo, 'newsletter', 1, mode);
    await expect(bubbles(demo).last()).toHaveText(messageText(HOME, 'newsletter', 3, mode), SHOWN);

    // The same card again starts it over too; the keyboard reaches every card.
    await newsletter.focus();
    await page.keyboard.press('Enter');
    await expect(bubbles(demo)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(card(demo, HOME, 'volunteers', mode)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(messageAt(2));
    await expectCard(demo, 'volunteers', 1, mode);
  });
}

test('/grace-assistant plays the second set, with event-day volunteers; under reduced motion nothing moves and every message still comes', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const set = SCENARIO_SETS.module;
  const demo = await openDemo(page, 'faith', '/grace-assistant', 'see-grace');
  expect(pick(scenarioOf(set, 'volunteers').label, 'faith')).not.toBe(
    pick(scenarioOf(HOME, 'volunteers').label, 'faith'),
  );
  await expect(card(demo, set, 'fundraising', 'faith')).toHaveAttribute('aria-pressed', 'true');
  await card(demo, set, 'volunteers', 'faith').click();
  await page.clock.runFor(messageAt(1));
  await expect(bubbles(demo)).toHaveCount(1);
  expect(await animationsWithin(demo, { running: true })).toBe(0);
  await page.clock.runFor(typingAt(2) - messageAt(1));
  await expect(graceTyping(demo)).toBeVisible();
  await expect(demo.locator('[data-pulsing]')).toHaveCount(1);
  expect(await animationsWithin(demo, { running: true })).toBe(0);
  await page.clock.runFor(TYPING_MS);
  await expect(bubbles(demo)).toHaveText(
    [messageText(set, 'volunteers', 0, 'faith'), messageText(set, 'volunteers', 1, 'faith')],
    SHOWN,
  );
  expect(await animationsWithin(demo, { running: true })).toBe(0);
});

/** The assistant chat demo on the home page (and its second scenario set on /grace-assistant). */
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
import { expect, test } from './support/test.ts';

const HOME = SCENARIO_SETS.home;
/** Compare text as shown: dual-mode copy renders both variants and CSS hides one. */
const SHOWN = { useInnerText: true } as const;
/**
 * After a (re)start, message n starts typing at n ticks and appears TYPING_MS later
 * (docs/product.md#assistant-chat-demo).
 */
const typingAt = (n: number) => n * CHAT_TICK_MS;
const messageAt = (n: number) => typingAt(n) + TYPING_MS;

function messageText(set: ScenarioSet, id: ScenarioId, index: number, mode: Mode): string {
  const message = scenarioOf(set, id).messages[index];
  if (!message) throw new Error(`no message ${index} in ${id}`);
  return pick(message.text, mode);
}

const demoIn = (page: Page, sectionId: string) => page.locator(`#${sectionId} [data-scenario]`);
const conversation = (demo: Locator) => demo.getByRole('region', { name: LABELS.conversationLabel });
const bubbles = (demo: Locator) => conversation(demo).locator('ol > li p');
const graceTyping = (demo: Locator) => demo.getByRole('status', { name: LABELS.typing.grace });
const card = (demo: Locator, label: string) => demo.getByRole('button', { name: label, exact: true });

/**
 * Opens a page with a paused fake clock and brings the demo on screen; from then on the demo's
 * clock starts at zero, and only runFor moves it.
 */
async function openDemo(page: Page, path: string, sectionId: string, mode: Mode = 'faith'): Promise<Locator> {
  await page.addInitScript((value) => localStorage.setItem('mode', value), mode);
  await page.clock.install({ time: 0 });
  await page.goto(path);
  await page.clock.pauseAt(60_000);
  const demo = demoIn(page, sectionId);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-playing', '');
  return demo;
}

test.describe('home page', () => {
  test('plays the fundraising conversation on the documented timings and loops', async ({ page }) => {
    const demo = await openDemo(page, '/', 'demo-assistant');
    const pane = conversation(demo);
    const fundraising = card(demo, pick(scenarioOf(HOME, 'fundraising').label, 'faith'));
    await expect(fundraising).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(pane).toContainText(LABELS.emptyHint, SHOWN);
    const paneHeight = (await pane.boundingBox())?.height;
    const pageScroll = await page.evaluate(() => window.scrollY);

    // The visitor's message is typed in the composer: its hint gives way to the dots.
    await page.clock.runFor(typingAt(1) - 1);
    await expect(demo).toContainText(LABELS.composerHint, SHOWN);
    await page.clock.runFor(1);
    await expect(demo).not.toContainText(LABELS.composerHint, SHOWN);
    await expect(bubbles(demo)).toHaveCount(0);
    await page.clock.runFor(TYPING_MS);
    await expect(bubbles(demo)).toHaveText([messageText(HOME, 'fundraising', 0, 'faith')], SHOWN);

    // Grace types from 6000 ms, the orb pulsing, and answers at 7000 ms.
    const orb = demo.locator('[data-pulsing]');
    await page.clock.runFor(typingAt(2) - messageAt(1) - 1);
    await expect(graceTyping(demo)).toHaveCount(0);
    await expect(orb).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(graceTyping(demo)).toBeVisible();
    await expect(orb).toHaveCount(1);
    await expect(demo).toContainText(LABELS.status.typing, SHOWN);
    await page.clock.runFor(TYPING_MS);
    await expect(graceTyping(demo)).toHaveCount(0);
    await expect(orb).toHaveCount(0);
    await expect(bubbles(demo)).toHaveCount(2);
    await expect(bubbles(demo).last()).toHaveText(messageText(HOME, 'fundraising', 1, 'faith'), SHOWN);
    await expect(demo.locator('[aria-live="polite"]')).toHaveText(
      `${LABELS.senderNames.grace}: ${messageText(HOME, 'fundraising', 1, 'faith')}`,
      SHOWN,
    );

    // Messages 3 and 4 at 10 s and 13 s, then 2 s later it starts over, empty.
    const count = scenarioOf(HOME, 'fundraising').messages.length;
    await page.clock.runFor(messageAt(count) - messageAt(2));
    await expect(bubbles(demo)).toHaveCount(count);
    await expect
      .poll(() => pane.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThanOrEqual(1);
    expect((await pane.boundingBox())?.height).toBe(paneHeight);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    await page.clock.runFor(RESTART_DELAY_MS - 1);
    await expect(bubbles(demo)).toHaveCount(count);
    await page.clock.runFor(1);
    await expect(bubbles(demo)).toHaveCount(0);
    await expect(pane).toContainText(LABELS.emptyHint, SHOWN);
    // Typing again 3 s after the restart, the first message 1 s later.
    await page.clock.runFor(typingAt(1) - 1);
    await expect(demo).toContainText(LABELS.composerHint, SHOWN);
    await page.clock.runFor(1);
    await expect(demo).not.toContainText(LABELS.composerHint, SHOWN);
    await page.clock.runFor(TYPING_MS);
    await expect(bubbles(demo)).toHaveText([messageText(HOME, 'fundraising', 0, 'faith')], SHOWN);
  });

  test('a command card switches scenario and restarts it', async ({ page }) => {
    const demo = await openDemo(page, '/', 'demo-assistant');
    await page.clock.runFor(messageAt(2));
    await expect(bubbles(demo)).toHaveCount(2);

    const newsletter = card(demo, pick(scenarioOf(HOME, 'newsletter').label, 'faith'));
    await newsletter.click();
    await expect(newsletter).toHaveAttribute('aria-pressed', 'true');
    await expect(card(demo, pick(scenarioOf(HOME, 'fundraising').label, 'faith'))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(bubbles(demo)).toHaveCount(0);
    await page.clock.runFor(messageAt(1) - 1);
    await expect(bubbles(demo)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(bubbles(demo)).toHaveText([messageText(HOME, 'newsletter', 0, 'faith')], SHOWN);

    // The same card again starts it over too; the keyboard reaches every card.
    await newsletter.focus();
    await page.keyboard.press('Enter');
    await expect(bubbles(demo)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(card(demo, pick(scenarioOf(HOME, 'volunteers').label, 'faith'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('speaks secular copy in secular mode', async ({ page }) => {
    const demo = await openDemo(page, '/', 'demo-assistant', 'secular');
    await expect(card(demo, pick(scenarioOf(HOME, 'fundraising').label, 'secular'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.clock.runFor(messageAt(1));
    const first = messageText(HOME, 'fundraising', 0, 'secular');
    expect(first).not.toBe(messageText(HOME, 'fundraising', 0, 'faith'));
    await expect(bubbles(demo)).toHaveText([first], SHOWN);

    await card(demo, pick(scenarioOf(HOME, 'newsletter').label, 'secular')).click();
    await page.clock.runFor(messageAt(4));
    await expect(bubbles(demo).last()).toHaveText(messageText(HOME, 'newsletter', 3, 'secular'), SHOWN);
    await expect(bubbles(demo).last()).toContainText('12 recipients', SHOWN);
  });

  test('pauses off screen and when the visitor pauses it, and resumes where it was', async ({ page }) => {
    const demo = await openDemo(page, '/', 'demo-assistant');
    const played = messageAt(1) + 1000;
    await page.clock.runFor(played);
    await expect(bubbles(demo)).toHaveCount(1);

    await page.locator('#get-started').scrollIntoViewIfNeeded();
    await expect(demo).not.toHaveAttribute('data-playing');
    await page.clock.runFor(messageAt(5));
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-playing', '');
    await expect(bubbles(demo)).toHaveCount(1);
    await page.clock.runFor(typingAt(2) - played - 1);
    await expect(graceTyping(demo)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(graceTyping(demo)).toBeVisible();

    await demo.getByRole('button', { name: LABELS.pause }).click();
    await expect(demo).toContainText(LABELS.status.paused, SHOWN);
    await page.clock.runFor(messageAt(5));
    await expect(bubbles(demo)).toHaveCount(1);
    await demo.getByRole('button', { name: LABELS.play }).click();
    await page.clock.runFor(TYPING_MS);
    await expect(bubbles(demo)).toHaveCount(2);
  });

  test('under reduced motion nothing moves and every message still comes', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const demo = await openDemo(page, '/', 'demo-assistant');
    const running = () =>
      demo.evaluate(
        (root) =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return target instanceof Element && root.contains(target) && animation.playState === 'running';
          }).length,
      );
    await page.clock.runFor(messageAt(1));
    await expect(bubbles(demo)).toHaveCount(1);
    expect(await running()).toBe(0);
    await page.clock.runFor(typingAt(2) - messageAt(1));
    await expect(graceTyping(demo)).toBeVisible();
    await expect(demo.locator('[data-pulsing]')).toHaveCount(1);
    expect(await running()).toBe(0);
    await page.clock.runFor(TYPING_MS);
    await expect(bubbles(demo)).toHaveCount(2);
    expect(await running()).toBe(0);
  });
});

test('/grace-assistant plays the second set, with event-day volunteers', async ({ page }) => {
  const set = SCENARIO_SETS.module;
  const demo = await openDemo(page, '/grace-assistant', 'see-grace');
  const volunteers = card(demo, pick(scenarioOf(set, 'volunteers').label, 'faith'));
  expect(pick(scenarioOf(set, 'volunteers').label, 'faith')).not.toBe(
    pick(scenarioOf(HOME, 'volunteers').label, 'faith'),
  );
  await expect(card(demo, pick(scenarioOf(set, 'fundraising').label, 'faith'))).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await volunteers.click();
  await page.clock.runFor(messageAt(2));
  await expect(bubbles(demo)).toHaveText(
    [messageText(set, 'volunteers', 0, 'faith'), messageText(set, 'volunteers', 1, 'faith')],
    SHOWN,
  );
  await expect(bubbles(demo).last()).toContainText('20 roles', SHOWN);
});

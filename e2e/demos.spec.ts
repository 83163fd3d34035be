/**
 * The three scripted demos (docs/product.md#demos), on a fake clock that only the test moves: first
 * what they all share, one table over the demos, then what is each one's own. The timings to the
 * millisecond are proven by tests/unit/components/demos; here the page shows what the machine says.
 */
import type { Locator, Page } from '@playwright/test';
import {
  ASSISTANT_CHAT_LABELS as CHAT,
  CHAT_TICK_MS,
  DEMO as CHAT_DEMO,
  RESTART_DELAY_MS,
  SCENARIO_SETS,
  TYPING_MS,
  type ScenarioId,
  type ScenarioSet,
} from '../src/data/demos/assistant-chat.ts';
import {
  COMPOSER_RECIPIENTS,
  DEMO as IDEA_DEMO,
  EDITOR_TRANSFER_SHARE,
  GENERATED_EMAIL,
  IDEA_LABELS as IDEA,
  IDEA_PHASES,
  IDEA_PROMPT,
  IDEA_STEPS,
  PARTICLE_COUNT,
  PHASE_TOAST_DELAY_MS,
  PHASE_TOAST_MS,
  POLISHED_EMAIL,
  type IdeaPhaseId,
} from '../src/data/demos/idea-to-implementation.ts';
import {
  DEMO as WORKFLOW_DEMO,
  RESET_DELAY_MS,
  STEP_INTERVAL_MS,
  WORKFLOW_LABELS as FLOW,
  WORKFLOW_STEPS,
} from '../src/data/demos/workflow.ts';
import type { Mode } from '../src/data/types.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { scenarioOf } from '../src/components/demos/chat/chat-machine.ts';
import { animationsWithin, clockFrom, openDemoSection, otherMode, SHOWN } from './support/demos.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { expectHydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

const button = (demo: Locator, name: string) => demo.getByRole('button', { name, exact: true });
const shownText = (demo: Locator, text: string) =>
  demo.getByText(text, { exact: true }).filter({ visible: true });

// The idea demo: nine steps over three tools, a status line and a progress bar.
const ideaStatus = (demo: Locator) => demo.locator('[data-idea-status]');
const ideaProgress = (demo: Locator) => demo.getByRole('progressbar', { name: IDEA.progressLabel });
const particles = (demo: Locator) => demo.locator('[data-particles] > span');
const ideaPreviews = (demo: Locator) => demo.getByRole('group', { name: IDEA.previewLabel });
const toastText = (phase: IdeaPhaseId) => IDEA_PHASES.find(({ id }) => id === phase)?.toast ?? '';
const toastPill = (demo: Locator, phase: IdeaPhaseId) =>
  demo.getByText(toastText(phase), { exact: true }).first();
const stepStatus = (step: number) =>
  IDEA.stepStatus(step + 1, IDEA_STEPS.length, IDEA_STEPS[step]?.name ?? '');
/** When step `step` starts, from Start: the durations before it, added up. */
const startOf = (step: number) =>
  IDEA_STEPS.slice(0, step).reduce((sum, { durationMs }) => sum + durationMs, 0);
const END = startOf(IDEA_STEPS.length);

async function openIdea(page: Page, mode: Mode) {
  const section = await openDemoSection(page, IDEA_DEMO.section.id, { mode });
  const demo = section.getByRole('region', { name: IDEA.demoLabel });
  await expectHydrated(button(demo, IDEA.names.start));
  return demo;
}

// The chat: after a (re)start message n starts typing at n ticks and appears TYPING_MS later.
const typingAt = (n: number) => n * CHAT_TICK_MS;
const messageAt = (n: number) => typingAt(n) + TYPING_MS;
const HOME = SCENARIO_SETS.home;
function messageOf(set: ScenarioSet, id: ScenarioId, index: number) {
  const message = scenarioOf(set, id).messages[index];
  if (!message) throw new Error(`no message ${index} in ${id}`);
  return message;
}
const messageText = (set: ScenarioSet, id: ScenarioId, index: number, mode: Mode) =>
  pick(messageOf(set, id, index).text, mode);
const conversation = (demo: Locator) => demo.getByRole('region', { name: CHAT.conversationLabel });
const bubbles = (demo: Locator) => conversation(demo).locator('ol > li p');
const graceTyping = (demo: Locator) => demo.getByRole('status', { name: CHAT.typing.grace });
const card = (demo: Locator, set: ScenarioSet, id: ScenarioId, mode: Mode) =>
  button(demo, pick(scenarioOf(set, id).label, mode));

async function openChat(page: Page, mode: Mode, path = '/', sectionId = CHAT_DEMO.section.id) {
  const demo = (await openDemoSection(page, sectionId, { mode, path })).locator('[data-scenario]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-playing', '');
  return demo;
}

// The workflow: six modules in a loop, a step every STEP_INTERVAL_MS.
const STEP_COUNT = WORKFLOW_STEPS.length;
/** A status badge's word, matched with its capital ("Pending", not the "spending" of a summary). */
const badge = (label: string) => new RegExp(label);
const title = (index: number) => WORKFLOW_STEPS[index]?.title ?? '';
const firstLine = (index: number) => WORKFLOW_STEPS[index]?.messages[0] ?? '';
const flowStatus = (demo: Locator) => demo.getByTestId('workflow-status');
const flowSteps = (demo: Locator) => demo.getByRole('listitem');

async function openWorkflow(page: Page, mode: Mode) {
  const demo = await openDemoSection(page, WORKFLOW_DEMO.section.id, { mode });
  await expectHydrated(button(demo, FLOW.startName));
  return demo;
}

async function expectFlowStep(demo: Locator, index: number) {
  await expect(flowStatus(demo)).toHaveText(`${FLOW.stepCounter(index + 1, STEP_COUNT)}: ${title(index)}`);
  const { complete, active, pending } = FLOW.statusLabels;
  await expect(flowSteps(demo)).toHaveText(
    WORKFLOW_STEPS.map((_, other) => badge(other < index ? complete : other === index ? active : pending)),
  );
  await expect(demo.locator('[aria-current="step"]')).toHaveText(new RegExp(title(index)));
}

interface DemoCase {
  name: string;
  open: (page: Page, mode: Mode) => Promise<Locator>;
  /** Starts a run; the demo's time is counted from here. */
  play: (demo: Locator, mode: Mode) => Promise<void>;
  /** What the demo shows `ms` into a run. */
  expectAt: (demo: Locator, ms: number) => Promise<void>;
  /** When the next thing is due, a moment on which what it shows changes. */
  due: number;
  /** Shown from `due` on, in the mode's wording. */
  said: (mode: Mode) => string;
  expectPlaying: (demo: Locator, playing: boolean) => Promise<void>;
  /** Under reduced motion: the moments something would move, and what is not drawn at all. */
  moments: number[];
  movers?: string;
}

/** The chat's shared checks play the /grace-assistant set, whose volunteers are for an event day. */
const MODULE_SET = SCENARIO_SETS.module;

const DEMOS: DemoCase[] = [
  {
    name: 'idea to implementation',
    open: openIdea,
    play: (demo) => button(demo, IDEA.names.start).click(),
    expectAt: (demo, ms) =>
      expect(ideaStatus(demo)).toHaveText(
        ms < END ? stepStatus(IDEA_STEPS.findLastIndex((_, step) => startOf(step) <= ms)) : IDEA.completed,
      ),
    due: startOf(2),
    said: (mode) => GENERATED_EMAIL[mode].body,
    expectPlaying: (demo, playing) => expect(demo).toHaveAttribute('data-running', String(playing)),
    // Each step's start and a toast's delay into it (a toast, Grace typing, a transfer), and the end.
    moments: [...IDEA_STEPS.keys()]
      .flatMap((step) => [startOf(step), startOf(step) + PHASE_TOAST_DELAY_MS])
      .concat(END),
    movers: '[data-particles] > span',
  },
  {
    name: 'assistant chat',
    open: (page, mode) => openChat(page, mode, '/grace-assistant', 'see-grace'),
    // The set opens on fundraising (tests/unit/components/demos/chat; pressed on /: the chat test below).
    play: (demo, mode) => card(demo, MODULE_SET, 'volunteers', mode).click(),
    expectAt: async (demo, ms) => {
      const messages = scenarioOf(MODULE_SET, 'volunteers').messages;
      await expect(bubbles(demo)).toHaveCount(messages.filter((_, n) => messageAt(n + 1) <= ms).length);
      const typing = messages.some(
        ({ type }, n) => type === 'grace' && typingAt(n + 1) <= ms && ms < messageAt(n + 1),
      );
      await expect(graceTyping(demo)).toHaveCount(typing ? 1 : 0);
    },
    due: messageAt(1),
    said: (mode) => messageText(MODULE_SET, 'volunteers', 0, mode),
    expectPlaying: (demo, playing) =>
      playing
        ? expect(demo).toHaveAttribute('data-playing', '')
        : expect(demo).not.toHaveAttribute('data-playing'),
    // A message, Grace typing with her orb, her message.
    moments: [messageAt(1), typingAt(2), messageAt(2)],
  },
  {
    name: 'workflow',
    open: openWorkflow,
    play: (demo) => button(demo, FLOW.startName).click(),
    expectAt: (demo, ms) => expectFlowStep(demo, Math.floor(ms / STEP_INTERVAL_MS)),
    due: STEP_INTERVAL_MS,
    said: (mode) => pick(firstLine(1), mode),
    // The dot that carries the work along the active line moves, and pauses, with the demo.
    expectPlaying: (demo, playing) =>
      expect
        .poll(() =>
          demo.locator('.workflow-travel').evaluate((dot) => dot.getAnimations()[0]?.playState ?? 'none'),
        )
        .toBe(playing ? 'running' : 'paused'),
    moments: [0, STEP_INTERVAL_MS],
    movers: '.workflow-travel, .workflow-pulse',
  },
];

for (const demo of DEMOS) {
  test(`${demo.name}: plays, stops while scrolled away and goes on where it was, in faith wording`, async ({
    page,
  }) => {
    const root = await demo.open(page, 'faith');
    await demo.play(root, 'faith');
    await page.clock.runFor(demo.due - 1);
    await demo.expectPlaying(root, true);
    await demo.expectAt(root, demo.due - 1);
    await page.evaluate(() => scrollTo(0, 0));
    await demo.expectPlaying(root, false);
    await page.clock.runFor(30_000);
    await demo.expectAt(root, demo.due - 1);
    await root.scrollIntoViewIfNeeded();
    await demo.expectPlaying(root, true);
    // The rest of the step, not a new one.
    await page.clock.runFor(1);
    await demo.expectAt(root, demo.due);
    await expect(shownText(root, demo.said('faith')).first()).toBeVisible();
    await expect(shownText(root, demo.said('secular'))).toHaveCount(0);
  });

  test(`${demo.name}: under reduced motion nothing moves and every state comes on time, in secular wording`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const root = await demo.open(page, 'secular');
    await demo.play(root, 'secular');
    const at = clockFrom(page);
    for (const ms of demo.moments) {
      await at(ms);
      await demo.expectAt(root, ms);
      if (demo.movers) await expect(root.locator(demo.movers)).toHaveCount(0);
      expect(await animationsWithin(root), `animations at ${ms} ms`).toBe(0);
    }
    await expect(shownText(root, demo.said('secular')).first()).toBeVisible();
    await expect(shownText(root, demo.said('faith'))).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('idea: at rest each tool shows its finished example; the keyboard plays, pauses, replays and resets the nine steps; the working tool stays in view and the page does not scroll by itself', async ({
    page,
  }) => {
    const mode = 'faith';
    const demo = await openIdea(page, mode);
    await demo.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // The whole demo fits on the phone's screen.
    await expect(demo).toBeInViewport({ ratio: 1 });
    const height = (await demo.boundingBox())?.height;
    const scrollY = await page.evaluate(() => window.scrollY);
    const [grace, story, composer] = IDEA_PHASES.map((phase) =>
      demo
        .locator('[data-panel-state]')
        .filter({ has: page.getByRole('heading', { name: phase.title, exact: true }) }),
    );
    if (!grace || !story || !composer) throw new Error('the idea demo has three tools');
    /** The working tool in view, the one it took over from out of it; the page and the demo's height unmoved. */
    const expectShown = async (active: Locator, away?: Locator) => {
      await expect(active).toBeInViewport({ ratio: 0.9 });
      if (away) await expect(away).not.toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      expect((await demo.boundingBox())?.height).toBe(height);
    };
    await expectShown(grace, story);
    await expect(ideaStatus(demo)).toHaveText(IDEA.idleStatus);
    await expect(ideaProgress(demo)).toHaveAttribute('aria-valuenow', '0');
    await expect(button(demo, IDEA.names.pause)).toBeDisabled();
    await expect(button(demo, IDEA.names.reset)).toBeDisabled();
    const previews = ideaPreviews(demo);
    await expect(previews).toHaveCount(IDEA_PHASES.length);
    await expect(previews.nth(0)).toContainText(GENERATED_EMAIL[mode].body, SHOWN);
    await expect(previews.nth(0)).not.toContainText(GENERATED_EMAIL[otherMode(mode)].body, SHOWN);
    await expect(previews.nth(1)).toContainText(IDEA.polishedBadge, SHOWN);
    await expect(previews.nth(2)).toContainText(pick(COMPOSER_RECIPIENTS, mode), SHOWN);
    await expect(previews.nth(2)).toContainText(POLISHED_EMAIL[mode].subject, SHOWN);
    // No part of the run is shown as if it were there.
    await expect(demo.getByText(IDEA.draftBadge)).toHaveCount(0);
    await expect(button(demo, IDEA.readyToSend)).toHaveCount(0);
    for (const phase of IDEA_PHASES) await expect(demo.getByText(phase.waiting)).toHaveCount(0);

    // Focus follows the next useful control: Start hands it to Pause, Pause back to Start.
    await button(demo, IDEA.names.start).focus();
    await page.keyboard.press('Enter');
    await expect(button(demo, IDEA.names.pause)).toBeFocused();
    await expect(grace).toHaveAttribute('data-panel-state', 'active');
    await expectShown(grace);
    await expect(ideaPreviews(demo)).toHaveCount(0);
    await expect(ideaProgress(demo)).toHaveAttribute('aria-valuenow', '11');
    await expect(button(demo, IDEA.names.start)).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(button(demo, IDEA.names.start)).toBeFocused();
    await expect(ideaStatus(demo)).toHaveText(`${stepStatus(0)} ${IDEA.pausedSuffix}`);
    await page.keyboard.press('Enter');
    await expect(button(demo, IDEA.names.pause)).toBeFocused();

    // The run, checked where each output arrives; the status at each step: the table above.
    await expect(demo.locator('[data-idea-toast]')).toHaveAttribute('aria-live', 'polite');
    const at = clockFrom(page);
    const seen = async (ms: number, ...shown: Locator[]) => {
      await at(ms);
      for (const locator of shown) await expect(locator, `at ${ms} ms`).toBeVisible();
    };
    const text = (words: string) => demo.getByText(words, { exact: true });
    const typing = demo.getByRole('status', { name: IDEA.graceTyping });
    const email = GENERATED_EMAIL[mode].body;
    // A phase's toast is due a delay into its first step.
    const toastDue = (phase: IdeaPhaseId) =>
      startOf(IDEA_STEPS.findIndex((step) => step.phase === phase)) + PHASE_TOAST_DELAY_MS;
    await seen(0, text(pick(IDEA_PROMPT, mode)));
    // A phase's toast: Grace's here, the email's at the end (which one when: tests/unit/components/demos/idea).
    await seen(toastDue('grace'), toastPill(demo, 'grace'));
    await seen(startOf(1), typing);
    await seen(startOf(2), text(email));
    await expect(typing).toHaveCount(0);
    await seen(PHASE_TOAST_DELAY_MS + PHASE_TOAST_MS);
    await expect(text(toastText('grace'))).toHaveCount(0);
    await seen(startOf(3), button(demo, IDEA.implementButton));
    // Particles only while the work moves between tools.
    await expect(particles(demo)).toHaveCount(0);
    // Reached 1 ms at a time, as the poll below moves: a 2 s jump onto the transfer could leave the
    // particles' first frame beyond their reach (seen on a busy machine).
    await seen(startOf(4) - 1);
    await seen(startOf(4), demo.getByRole('status', { name: IDEA.editorIncoming }));
    await expect(story).toHaveAttribute('data-panel-state', 'active');
    await expectShown(story, grace);
    await expect(particles(demo)).toHaveCount(PARTICLE_COUNT);
    // The first transfer's particles are seen to move (once is enough: the same component draws both).
    // motion starts their animations on a later frame than the render that adds them, and frames come
    // only as the fake clock moves: a millisecond at a time until they have started (a busy machine may
    // need a few), well before the next event.
    let frameAt = startOf(4);
    await expect
      .poll(async () => {
        await at((frameAt += 1));
        return animationsWithin(demo);
      })
      .toBeGreaterThanOrEqual(PARTICLE_COUNT);
    expect(frameAt).toBeLessThan(toastDue('storybuilder'));
    const transfer = startOf(4) + EDITOR_TRANSFER_SHARE * (IDEA_STEPS[4]?.durationMs ?? 0);
    await seen(transfer, text(IDEA.draftBadge), text(email).nth(1));
    await seen(startOf(5), text(IDEA.polishedBadge), text(POLISHED_EMAIL[mode].body));
    await expect(particles(demo)).toHaveCount(0);
    await seen(startOf(6), demo.getByRole('status', { name: IDEA.composerIncoming }));
    await expect(composer).toHaveAttribute('data-panel-state', 'active');
    await expectShown(composer, story);
    await expect(particles(demo)).toHaveCount(PARTICLE_COUNT);
    await seen(startOf(7), text(pick(COMPOSER_RECIPIENTS, mode)), text(POLISHED_EMAIL[mode].subject).last());
    await expect(particles(demo)).toHaveCount(0);
    await seen(startOf(8), button(demo, IDEA.readyToSend));
    await seen(END, button(demo, IDEA.names.replay), toastPill(demo, 'email'));
    await expectShown(composer);
    await expect(button(demo, IDEA.implementButton)).toBeDisabled();
    await expect(button(demo, IDEA.readyToSend)).toBeDisabled();
    await expect(ideaProgress(demo)).toHaveAttribute('aria-valuenow', '100');
    await expect(ideaStatus(demo)).toHaveText(IDEA.completed);
    await expect(button(demo, IDEA.names.pause)).toBeDisabled();
    // At the end focus is on Replay; Pause is disabled, so the next stop is Reset.
    await expect(button(demo, IDEA.names.replay)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button(demo, IDEA.names.reset)).toBeFocused();

    // Replay plays again from the beginning; Reset, mid-run (in the second tool), hands focus to Start as
    // it becomes disabled and brings the first tool back.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(button(demo, IDEA.names.pause)).toBeFocused();
    await expect(ideaStatus(demo)).toHaveText(stepStatus(0));
    await page.clock.runFor(startOf(5));
    await page.keyboard.press('Tab');
    await expect(button(demo, IDEA.names.reset)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button(demo, IDEA.names.start)).toBeFocused();
    await expect(ideaStatus(demo)).toHaveText(IDEA.idleStatus);
    await expect(ideaProgress(demo)).toHaveAttribute('aria-valuenow', '0');
    // Every output cleared (tests/unit/components/demos/idea), and the labelled preview does not come
    // back: each tool waits, empty.
    await expect(ideaPreviews(demo)).toHaveCount(0);
    await expect(demo.locator('[data-panel-state="waiting"]')).toHaveCount(IDEA_PHASES.length);
    for (const phase of IDEA_PHASES)
      await expect(demo.getByText(phase.waiting, { exact: true })).toBeVisible();
    await expect(demo.getByText(email)).toHaveCount(0);
    await expectShown(grace, story);
  });
});

/** Grace's card in message `index` of `id`, under her words, with every row, in `mode` only. */
async function expectCard(demo: Locator, id: ScenarioId, index: number, mode: Mode) {
  const { card: shown, text } = messageOf(HOME, id, index);
  if (!shown) throw new Error(`message ${index} of ${id} has no card`);
  const inMessage = conversation(demo)
    .locator('ol > li')
    .filter({ hasText: pick(text, mode) })
    .locator(`[data-grace-card="${shown.kind}"]`);
  await expect(inMessage).toBeVisible();
  await expect(inMessage).toContainText(CHAT.cardKinds[shown.kind].toUpperCase(), SHOWN);
  const rows = shown.rows.flatMap((row) => [row.label, row.text]);
  for (const copy of [shown.title, ...rows, ...(shown.footnote ? [shown.footnote] : [])])
    await expect(inMessage).toContainText(pick(copy, mode), SHOWN);
  if (pick(shown.title, otherMode(mode)) !== pick(shown.title, mode))
    await expect(inMessage).not.toContainText(pick(shown.title, otherMode(mode)), SHOWN);
}

test('chat: rests on a preview of the opening exchange before the first play only; Pause holds Grace mid-message; it loops to an empty pane; command cards restart their scenario', async ({
  page,
}) => {
  // Secular: the shared checks above play the chat in both modes, its cards are checked here.
  const mode = 'secular';
  const demo = await openChat(page, mode);
  const pane = conversation(demo);
  const preview = pane.locator('[data-chat-preview]');
  const said = (id: ScenarioId, index: number) => messageText(HOME, id, index, mode);
  await expect(card(demo, HOME, 'fundraising', mode)).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.getByRole('button', { pressed: true })).toHaveCount(1);
  const paneHeight = (await pane.boundingBox())?.height;
  // The composer strip is a plain note, not an input that does nothing, with no field outline.
  const note = demo.getByText(CHAT.composerHint, { exact: true });
  await expect(note).toBeVisible();
  await expect(demo.getByRole('textbox')).toHaveCount(0);
  expect(CHAT.composerHint).not.toMatch(/ask grace anything/i);
  for (const side of ['left', 'right', 'bottom'] as const)
    await expect(note.locator('..')).toHaveCSS(`border-${side}-width`, '0px');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(CHAT.previewBadge.toUpperCase(), SHOWN);
  await expect(preview).toContainText(CHAT.emptyHint);
  await expect(preview).toContainText(said('fundraising', 0), SHOWN);
  // The example is for the eye: screen readers hear the messages when they really arrive.
  await expect(preview.locator(':scope > [aria-hidden="true"]')).toContainText(said('fundraising', 1), SHOWN);

  // The visitor's message is typed in the composer: its hint gives way to the dots, then it arrives.
  await page.clock.runFor(typingAt(1));
  await expect(demo).not.toContainText(CHAT.composerHint, SHOWN);
  await expect(bubbles(demo)).toHaveCount(0);
  await expect(preview).toHaveCount(1);
  expect((await pane.boundingBox())?.height).toBe(paneHeight);
  await page.clock.runFor(TYPING_MS);
  await expect(preview).toHaveCount(0);
  await expect(bubbles(demo)).toHaveText([said('fundraising', 0)], SHOWN);
  const pageScroll = await page.evaluate(() => window.scrollY);

  // Grace types, the orb pulsing; the visitor's Pause holds her mid-message.
  const orb = demo.locator('[data-pulsing]');
  await expect(orb).toHaveCount(0);
  await page.clock.runFor(typingAt(2) - messageAt(1));
  await expect(graceTyping(demo)).toBeVisible();
  await expect(orb).toHaveCount(1);
  await expect(demo).toContainText(CHAT.status.typing, SHOWN);
  await button(demo, CHAT.pause).click();
  await expect(demo).toContainText(CHAT.status.paused, SHOWN);
  await page.clock.runFor(messageAt(5));
  await expect(bubbles(demo)).toHaveCount(1);
  await button(demo, CHAT.play).click();
  await page.clock.runFor(TYPING_MS);
  await expect(graceTyping(demo)).toHaveCount(0);
  await expect(orb).toHaveCount(0);
  await expect(bubbles(demo)).toHaveCount(2);
  await expect(bubbles(demo).last()).toHaveText(said('fundraising', 1), SHOWN);
  await expect(demo.locator('[aria-live="polite"]')).toHaveText(
    `${CHAT.senderNames.grace}: ${said('fundraising', 1)}`,
    SHOWN,
  );
  // The plan toward the target, adding up to it.
  await expectCard(demo, 'fundraising', 1, mode);

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
  await expect(pane).toContainText(CHAT.emptyHint);
  await expect(pane).not.toContainText(said('fundraising', 1), SHOWN);

  // A command card restarts its scenario, to an empty pane, not a preview (a restart's timing, the same
  // card's included: tests/unit/components/demos/chat).
  const newsletter = card(demo, HOME, 'newsletter', mode);
  await page.clock.runFor(messageAt(1));
  await expect(bubbles(demo)).toHaveCount(1);
  await newsletter.click();
  await expect(newsletter).toHaveAttribute('aria-pressed', 'true');
  await expect(card(demo, HOME, 'fundraising', mode)).toHaveAttribute('aria-pressed', 'false');
  await expect(bubbles(demo)).toHaveCount(0);
  await expect(preview).toHaveCount(0);
  await page.clock.runFor(messageAt(4));
  await expectCard(demo, 'newsletter', 1, mode);
  await expect(bubbles(demo).last()).toHaveText(said('newsletter', 3), SHOWN);
});

test('workflow: at rest the six modules in a loop and a sample log labelled Preview; from the keyboard a step every interval, completed, then idle; Reset returns to rest', async ({
  page,
}) => {
  const mode = 'secular';
  const demo = await openWorkflow(page, mode);
  const start = button(demo, FLOW.startName);
  const reset = button(demo, FLOW.resetName);
  const log = demo.getByRole('region', { name: FLOW.logHeading });
  const preview = log.locator('[data-log-preview]');
  const previewBadge = demo.getByText(FLOW.previewBadge, { exact: true });
  // Nothing around the demo moves as it runs: its box keeps the idle frame's height throughout.
  const height = async () => [(await demo.boundingBox())?.height, (await log.boundingBox())?.height];
  const idleHeight = await height();
  await expect(demo.getByRole('img', { name: FLOW.diagramLabel })).toBeVisible();
  await expect(demo.locator('svg line')).toHaveCount(STEP_COUNT);
  await expect(flowSteps(demo)).toHaveText(WORKFLOW_STEPS.map((step) => new RegExp(step.title)));
  await expect(demo.getByText(pick(FLOW.idlePreviewTitle, mode), { exact: true })).toBeVisible();
  const expectIdle = async () => {
    await expect(flowStatus(demo)).toHaveText(FLOW.idleStatus);
    await expect(demo.locator('[aria-current]')).toHaveCount(0);
    for (const label of Object.values(FLOW.statusLabels))
      await expect(flowSteps(demo).filter({ hasText: badge(label) })).toHaveCount(0);
    await expect(start).toBeEnabled();
    await expect(preview).toBeVisible();
    await expect(previewBadge).toBeVisible();
    await expect(demo.getByText(FLOW.logEmpty)).toBeVisible();
    for (const index of [0, 1, 2]) await expect(preview).toContainText(pick(firstLine(index), mode), SHOWN);
  };
  await expectIdle();

  await start.focus();
  await page.keyboard.press('Enter');
  await expect(start).toBeDisabled();
  await expect(reset).toBeFocused();
  await expectFlowStep(demo, 0);
  await expect(demo.locator('[aria-live="polite"]')).toContainText(
    `${FLOW.stepCounter(1, STEP_COUNT)}: ${title(0)}`,
  );
  await expect(preview).toHaveCount(0);
  await expect(previewBadge).toHaveCount(0);
  await expect(log).toContainText(pick(firstLine(0), mode), SHOWN);
  await expect(log).not.toContainText(pick(firstLine(1), mode), SHOWN);
  const [tasks] = WORKFLOW_STEPS;
  if (tasks?.demo.type !== 'tasks') throw new Error('the first step previews tasks');
  for (const message of tasks.messages)
    await expect(shownText(demo, pick(message, mode)).first()).toBeVisible();
  for (const task of tasks.demo.data.tasks)
    await expect(shownText(demo, pick(task.title, mode))).toBeVisible();
  expect(await height()).toEqual(idleHeight);
  await page.clock.runFor((STEP_COUNT - 1) * STEP_INTERVAL_MS);
  await expectFlowStep(demo, STEP_COUNT - 1);
  await expect(demo.locator('[aria-live="polite"]')).toContainText(pick(firstLine(STEP_COUNT - 1), mode));
  expect(await height()).toEqual(idleHeight);
  await page.clock.runFor(STEP_INTERVAL_MS);
  await expect(flowStatus(demo)).toHaveText(pick(FLOW.completedStatus, mode), SHOWN);
  await expect(flowSteps(demo).filter({ hasText: badge(FLOW.statusLabels.complete) })).toHaveCount(
    STEP_COUNT,
  );
  await expect(start).toBeEnabled();
  expect(await height()).toEqual(idleHeight);
  await page.clock.runFor(RESET_DELAY_MS);
  await expectIdle();

  // Reset returns to rest (from any state, for good: tests/unit/components/demos/workflow).
  await start.click();
  await page.clock.runFor(2 * STEP_INTERVAL_MS + 500);
  await expectFlowStep(demo, 2);
  await reset.click();
  await expectIdle();
  expect(await height()).toEqual(idleHeight);
});

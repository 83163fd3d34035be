import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createChatPlayer,
  type ChatPlayer,
  chatReducer,
  initialChatState,
  isOrbPulsing,
  msUntilNextChange,
  restingPreview,
  scenarioOf,
  shownMessages,
  typingSender,
  type ChatState,
} from '../../../../../src/components/demos/chat/chat-machine.ts';
import {
  CHAT_TICK_MS,
  DEFAULT_SCENARIO_ID,
  ORB_PULSE_MS,
  RESTART_DELAY_MS,
  SCENARIO_IDS,
  SCENARIO_SETS,
  TYPING_MS,
  type ChatMessage,
  type ScenarioSet,
} from '../../../../../src/data/demos/assistant-chat.ts';

const HOME = SCENARIO_SETS.home;
const MODULE = SCENARIO_SETS.module;
const FUNDRAISING_LENGTH = scenarioOf(HOME, 'fundraising').messages.length;

/** From a (re)start, message n (from 1) starts typing at n ticks and appears TYPING_MS later. */
const typingAt = (n: number) => n * CHAT_TICK_MS;
const messageAt = (n: number) => typingAt(n) + TYPING_MS;
/** The wait from a message to the next tick. */
const AFTER_MESSAGE_MS = CHAT_TICK_MS - TYPING_MS;

const allText = (set: ScenarioSet, mode: 'faith' | 'secular') =>
  set.flatMap((c) => c.messages.map((m) => (typeof m.text === 'string' ? m.text : m.text[mode]))).join(' ');

const s = (partial: Partial<ChatState> = {}): ChatState => ({ ...initialChatState(), ...partial });
const N = FUNDRAISING_LENGTH;
/** Waiting, typing, finished; a message on screen means the demo has played. */
const w = (shown = 0, phaseMs = 0, played = shown > 0) => s({ shown, phaseMs, played });
const t = (shown = 0, phaseMs = 0) => s({ shown, phase: 'typing', phaseMs, played: shown > 0 });
const fin = (phaseMs = 0) => s({ shown: N, phase: 'finished', phaseMs, played: true });
const AFTER = AFTER_MESSAGE_MS;

it('starts with the fundraising scenario (docs/product.md#assistant-chat-demo)', () => {
  expect(DEFAULT_SCENARIO_ID).toBe('fundraising');
  expect(initialChatState()).toEqual({
    scenarioId: 'fundraising',
    shown: 0,
    phase: 'waiting',
    phaseMs: 0,
    played: false,
  });
});

describe.each([
  ['home', HOME],
  ['module', MODULE],
] as const)('the %s scenario set', (_name, set) => {
  it('has the four command cards, members to fundraising, each a conversation that alternates, starts with the visitor and ends with Grace', () => {
    expect(set.map((scenario) => scenario.id)).toEqual([...SCENARIO_IDS]);
    for (const { messages } of set) {
      const types = messages.map((message: ChatMessage) => message.type);
      expect(types.length % 2 === 0 && types.length >= 2).toBe(true);
      expect(types).toEqual(types.map((_, index) => (index % 2 === 0 ? 'user' : 'grace')));
    }
  });
});

it('the module set swaps in the event-day volunteers scenario with its 20 roles and keeps the others', () => {
  const volunteers = scenarioOf(MODULE, 'volunteers');
  expect(volunteers).not.toEqual(scenarioOf(HOME, 'volunteers'));
  expect(allText([volunteers], 'faith')).toMatch(/20 roles/);
  for (const id of ['members', 'newsletter', 'fundraising'] as const) {
    expect(scenarioOf(MODULE, id)).toBe(scenarioOf(HOME, id));
  }
});

describe('chatReducer', () => {
  it.each<[string, ChatState, number, ChatState]>([
    ['the tick starts typing', w(), CHAT_TICK_MS, t()],
    ['typing ends with the message', t(), TYPING_MS, w(1)],
    ['the last message ends the conversation', t(N - 1), TYPING_MS, fin()],
    ['the wait after the end restarts from zero, played', fin(), RESTART_DELAY_MS, w(0, 0, true)],
    ['after a message the next tick is the rest of the tick away', w(1), AFTER, t(1)],
    ['the first tick after a start is a whole tick away', w(), AFTER, w(0, AFTER)],
    ['time short of a change stays in the phase', w(1, 500), AFTER - 501, w(1, AFTER - 1)],
    ['time banked before a pause counts toward the change', w(1, 1200), AFTER - 1200, t(1)],
    ['a long stretch crosses several phases', w(), messageAt(2) + 250, w(2, 250)],
    ['no time changes nothing', w(2, 10), 0, w(2, 10)],
  ])('%s', (_name, before, ms, after) => {
    expect(chatReducer(before, { type: 'elapse', ms }, HOME)).toEqual(after);
  });

  it.each([
    ['waiting', w(2, 1500), 'members'],
    ['typing', t(1, 300), 'members'],
    ['finished', fin(900), 'members'],
    ['midway, the same scenario', w(3, 700), 'fundraising'],
    ['before the first play', w(0, 1500), 'members'],
  ] as const)('selecting a scenario while %s starts it from zero', (_phase, before, scenarioId) => {
    expect(chatReducer(before, { type: 'select', scenarioId }, HOME)).toEqual(
      initialChatState(scenarioId, before.played),
    );
  });

  it('rests on the opening exchange, up to Grace’s first answer, before the first play only; refuses to select a scenario the set does not have', () => {
    const { messages } = scenarioOf(HOME, 'fundraising');
    expect(restingPreview(w(), HOME)).toEqual(messages.slice(0, 2));
    expect(restingPreview(w(0, 0, true), HOME)).toEqual([]);
    expect(() => chatReducer(s(), { type: 'select', scenarioId: 'x' as 'members' }, HOME)).toThrow();
  });
});

describe('what happens next', () => {
  it.each<[string, ChatState, number]>([
    ['waiting from the start', s(), CHAT_TICK_MS],
    ['waiting after a message', w(1), AFTER],
    ['waiting, part banked', w(1, 1000), AFTER - 1000],
    ['the visitor typing', t(), TYPING_MS],
    ['Grace typing: the pulse and the typing end together', t(1), ORB_PULSE_MS],
    ['finished', fin(), RESTART_DELAY_MS],
  ])('%s', (_name, current, ms) => {
    expect(msUntilNextChange(current, HOME)).toBe(ms);
  });

  it('shows who is typing and the messages so far, and pulses the orb only while Grace starts typing', () => {
    expect([t(), t(1), w(1)].map((c) => typingSender(c, HOME))).toEqual(['user', 'grace', null]);
    expect(shownMessages(w(2), HOME)).toEqual(scenarioOf(HOME, 'fundraising').messages.slice(0, 2));
    const grace = t(1);
    const states = [grace, { ...grace, phaseMs: ORB_PULSE_MS - 1 }, t(), w(1)];
    expect(states.map((c) => isOrbPulsing(c, HOME))).toEqual([true, true, false, false]);
  });
});

describe('the player, in time', () => {
  let player: ChatPlayer;

  /** Advances the fake clock to an absolute time since the test started. */
  let now = 0;
  const at = (ms: number) => {
    vi.advanceTimersByTime(ms - now);
    now = ms;
    return player.getState();
  };
  const frame = (c = player.getState()) => ({
    shown: c.shown,
    typing: typingSender(c, HOME),
    pulsing: isOrbPulsing(c, HOME),
  });

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    player = createChatPlayer(HOME);
    player.setActive(true);
  });

  afterEach(() => {
    player.setActive(false);
    vi.useRealTimers();
  });

  /** At each ms (keys ascend): [shown, who is typing, orb pulsing]. */
  const expectFrames = (frames: Record<number, [number, 'user' | 'grace' | null, boolean]>) => {
    for (const [ms, [shown, typing, pulsing]] of Object.entries(frames)) {
      at(Number(ms));
      expect(frame(), `at ${ms} ms`).toEqual({ shown, typing, pulsing });
    }
  };

  it('types the first message at 3000 ms and shows it at 4000 ms, then the next at 6000 and 7000 ms, the orb pulsing for Grace', () => {
    expectFrames({
      0: [0, null, false],
      2999: [0, null, false],
      3000: [0, 'user', false],
      3999: [0, 'user', false],
      4000: [1, null, false],
      5999: [1, null, false],
      6000: [1, 'grace', true],
      [6000 + ORB_PULSE_MS - 1]: [1, 'grace', true],
      7000: [2, null, false],
    });
  });

  it('shows message n at n × 3000 + 1000 ms, typed from n × 3000 ms', () => {
    for (let n = 1; n <= FUNDRAISING_LENGTH; n += 1) {
      expect(at(typingAt(n) - 1).shown).toBe(n - 1);
      expect(at(typingAt(n)).phase).toBe('typing');
      expect(at(messageAt(n) - 1).shown).toBe(n - 1);
      expect(at(messageAt(n)).shown).toBe(n);
    }
  });

  it('restarts from zero exactly 2000 ms after the last message, then types again 3000 ms later', () => {
    const last = messageAt(FUNDRAISING_LENGTH);
    expect(last).toBe(13000);
    expect(at(last)).toEqual(s({ shown: FUNDRAISING_LENGTH, phase: 'finished', played: true }));
    expect(at(last + RESTART_DELAY_MS - 1).shown).toBe(FUNDRAISING_LENGTH);
    expect(at(last + RESTART_DELAY_MS)).toEqual(initialChatState(DEFAULT_SCENARIO_ID, true));
    const cycle = last + RESTART_DELAY_MS;
    expect(cycle).toBe(15000);
    expect(at(cycle + typingAt(1) - 1).phase).toBe('waiting');
    expect(at(cycle + typingAt(1)).phase).toBe('typing');
    expect(at(cycle + messageAt(1)).shown).toBe(1);
  });

  it('switching scenario restarts the clock from the click', () => {
    at(5500);
    player.select('newsletter');
    expect(player.getState()).toEqual(initialChatState('newsletter', true));
    expect(at(5500 + typingAt(1) - 1).phase).toBe('waiting');
    expect(at(5500 + typingAt(1)).phase).toBe('typing');
    expect(at(5500 + messageAt(1) - 1).shown).toBe(0);
    expect(at(5500 + messageAt(1))).toEqual(s({ scenarioId: 'newsletter', shown: 1, played: true }));
  });

  it('pauses mid-typing and mid-pulse without losing the message', () => {
    at(6400);
    player.setActive(false);
    expect(frame()).toEqual({ shown: 1, typing: 'grace', pulsing: true });
    at(20_000);
    player.setActive(true);
    expect(at(20_000 + 599).shown).toBe(1);
    expect(at(20_000 + 600).shown).toBe(2);
  });
});

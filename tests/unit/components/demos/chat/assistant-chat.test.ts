import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createChatPlayer,
  type ChatPlayer,
  chatReducer,
  initialChatState,
  isOrbPulsing,
  msUntilNextChange,
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
  set
    .flatMap((scenario) => scenario.messages)
    .map((message) => (typeof message.text === 'string' ? message.text : message.text[mode]))
    .join(' ');

const state = (partial: Partial<ChatState>): ChatState => ({ ...initialChatState(), ...partial });

describe('timing constants (docs/product.md#assistant-chat-demo)', () => {
  it('starts with the fundraising scenario', () => {
    expect(DEFAULT_SCENARIO_ID).toBe('fundraising');
    expect(initialChatState()).toEqual({ scenarioId: 'fundraising', shown: 0, phase: 'waiting', phaseMs: 0 });
  });
});

describe.each([
  ['home', HOME],
  ['module', MODULE],
] as const)('the %s scenario set', (_name, set) => {
  it('has the four command cards, members to fundraising', () => {
    expect(set.map((scenario) => scenario.id)).toEqual([...SCENARIO_IDS]);
  });

  it('gives every scenario a conversation that alternates, starts with the visitor and ends with Grace', () => {
    for (const scenario of set) {
      const types = scenario.messages.map((message: ChatMessage) => message.type);
      expect(types.length).toBeGreaterThanOrEqual(2);
      expect(types[0]).toBe('user');
      expect(types.at(-1)).toBe('grace');
      types.forEach((type, index) => expect(type).toBe(index % 2 === 0 ? 'user' : 'grace'));
    }
  });
});

describe('the module set', () => {
  it('swaps in the event-day volunteers scenario with its 20 roles and keeps the others', () => {
    const volunteers = scenarioOf(MODULE, 'volunteers');
    expect(volunteers).not.toEqual(scenarioOf(HOME, 'volunteers'));
    expect(allText([volunteers], 'faith')).toMatch(/20 roles/);
    for (const id of ['members', 'newsletter', 'fundraising'] as const) {
      expect(scenarioOf(MODULE, id)).toBe(scenarioOf(HOME, id));
    }
  });
});

describe('chatReducer', () => {
  it.each<[string, ChatState, number, ChatState]>([
    ['the tick starts typing', state({}), CHAT_TICK_MS, state({ phase: 'typing', phaseMs: 0 })],
    [
      'typing ends with the message',
      state({ phase: 'typing' }),
      TYPING_MS,
      state({ shown: 1, phase: 'waiting' }),
    ],
    [
      'the last message ends the conversation',
      state({ shown: FUNDRAISING_LENGTH - 1, phase: 'typing' }),
      TYPING_MS,
      state({ shown: FUNDRAISING_LENGTH, phase: 'finished' }),
    ],
    [
      'the wait after the end restarts from zero',
      state({ shown: FUNDRAISING_LENGTH, phase: 'finished' }),
      RESTART_DELAY_MS,
      state({}),
    ],
    [
      'after a message the next tick is the rest of the tick away',
      state({ shown: 1 }),
      AFTER_MESSAGE_MS,
      state({ shown: 1, phase: 'typing' }),
    ],
    [
      'the first tick after a start is a whole tick away',
      state({}),
      AFTER_MESSAGE_MS,
      state({ phaseMs: AFTER_MESSAGE_MS }),
    ],
    [
      'time short of a change stays in the phase',
      state({ shown: 1, phaseMs: 500 }),
      AFTER_MESSAGE_MS - 501,
      state({ shown: 1, phaseMs: AFTER_MESSAGE_MS - 1 }),
    ],
    [
      'time banked before a pause counts toward the change',
      state({ shown: 1, phaseMs: 1200 }),
      AFTER_MESSAGE_MS - 1200,
      state({ shown: 1, phase: 'typing' }),
    ],
    [
      'a long stretch crosses several phases',
      state({}),
      messageAt(2) + 250,
      state({ shown: 2, phaseMs: 250 }),
    ],
    ['no time changes nothing', state({ shown: 2, phaseMs: 10 }), 0, state({ shown: 2, phaseMs: 10 })],
  ])('%s', (_name, before, ms, after) => {
    expect(chatReducer(before, { type: 'elapse', ms }, HOME)).toEqual(after);
  });

  it.each([
    ['waiting', state({ shown: 2, phaseMs: 1500 })],
    ['typing', state({ shown: 1, phase: 'typing', phaseMs: 300 })],
    ['finished', state({ shown: FUNDRAISING_LENGTH, phase: 'finished', phaseMs: 900 })],
  ])('switching scenario while %s starts the new one from zero', (_phase, before) => {
    expect(chatReducer(before, { type: 'select', scenarioId: 'members' }, HOME)).toEqual(
      initialChatState('members'),
    );
  });

  it('switching to the current scenario restarts it', () => {
    const midway = state({ shown: 3, phaseMs: 700 });
    expect(chatReducer(midway, { type: 'select', scenarioId: 'fundraising' }, HOME)).toEqual(
      initialChatState(),
    );
  });

  it('refuses a scenario the set does not have', () => {
    expect(() => chatReducer(state({}), { type: 'select', scenarioId: 'x' as 'members' }, HOME)).toThrow();
  });
});

describe('what happens next', () => {
  it.each<[string, ChatState, number]>([
    ['waiting from the start', state({}), CHAT_TICK_MS],
    ['waiting after a message', state({ shown: 1 }), AFTER_MESSAGE_MS],
    ['waiting, part banked', state({ shown: 1, phaseMs: 1000 }), AFTER_MESSAGE_MS - 1000],
    ['the visitor typing', state({ phase: 'typing' }), TYPING_MS],
    [
      'Grace typing: the pulse and the typing end together',
      state({ shown: 1, phase: 'typing' }),
      ORB_PULSE_MS,
    ],
    ['finished', state({ shown: FUNDRAISING_LENGTH, phase: 'finished' }), RESTART_DELAY_MS],
  ])('%s', (_name, current, ms) => {
    expect(msUntilNextChange(current, HOME)).toBe(ms);
  });

  it('shows who is typing and the messages so far', () => {
    expect(typingSender(state({ phase: 'typing' }), HOME)).toBe('user');
    expect(typingSender(state({ shown: 1, phase: 'typing' }), HOME)).toBe('grace');
    expect(typingSender(state({ shown: 1 }), HOME)).toBeNull();
    expect(shownMessages(state({ shown: 2 }), HOME)).toEqual(
      scenarioOf(HOME, 'fundraising').messages.slice(0, 2),
    );
  });

  it('pulses the orb only while Grace starts typing', () => {
    expect(isOrbPulsing(state({ shown: 1, phase: 'typing' }), HOME)).toBe(true);
    expect(isOrbPulsing(state({ shown: 1, phase: 'typing', phaseMs: ORB_PULSE_MS - 1 }), HOME)).toBe(true);
    expect(isOrbPulsing(state({ phase: 'typing' }), HOME)).toBe(false);
    expect(isOrbPulsing(state({ shown: 1 }), HOME)).toBe(false);
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
  const frame = () => {
    const current = player.getState();
    return {
      shown: current.shown,
      typing: typingSender(current, HOME),
      pulsing: isOrbPulsing(current, HOME),
    };
  };

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

  it('shows nothing, then types at 3000 ms and shows the first message at 4000 ms', () => {
    expect(frame()).toEqual({ shown: 0, typing: null, pulsing: false });
    at(2999);
    expect(frame()).toEqual({ shown: 0, typing: null, pulsing: false });
    at(3000);
    expect(frame()).toEqual({ shown: 0, typing: 'user', pulsing: false });
    at(3999);
    expect(frame()).toEqual({ shown: 0, typing: 'user', pulsing: false });
    at(4000);
    expect(frame()).toEqual({ shown: 1, typing: null, pulsing: false });
  });

  it('types the next message at 6000 ms and shows it at 7000 ms, the orb pulsing for Grace', () => {
    at(5999);
    expect(frame()).toEqual({ shown: 1, typing: null, pulsing: false });
    at(6000);
    expect(frame()).toEqual({ shown: 1, typing: 'grace', pulsing: true });
    at(6000 + ORB_PULSE_MS - 1);
    expect(frame()).toEqual({ shown: 1, typing: 'grace', pulsing: true });
    at(7000);
    expect(frame()).toEqual({ shown: 2, typing: null, pulsing: false });
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
    expect(at(last)).toEqual(state({ shown: FUNDRAISING_LENGTH, phase: 'finished' }));
    expect(at(last + RESTART_DELAY_MS - 1).shown).toBe(FUNDRAISING_LENGTH);
    expect(at(last + RESTART_DELAY_MS)).toEqual(initialChatState());
    const cycle = last + RESTART_DELAY_MS;
    expect(cycle).toBe(15000);
    expect(at(cycle + typingAt(1) - 1).phase).toBe('waiting');
    expect(at(cycle + typingAt(1)).phase).toBe('typing');
    expect(at(cycle + messageAt(1)).shown).toBe(1);
  });

  it('switching scenario restarts the clock from the click', () => {
    at(5500);
    player.select('newsletter');
    expect(player.getState()).toEqual(initialChatState('newsletter'));
    expect(at(5500 + typingAt(1) - 1).phase).toBe('waiting');
    expect(at(5500 + typingAt(1)).phase).toBe('typing');
    expect(at(5500 + messageAt(1) - 1).shown).toBe(0);
    expect(at(5500 + messageAt(1))).toEqual(state({ scenarioId: 'newsletter', shown: 1 }));
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

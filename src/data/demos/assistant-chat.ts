/**
 * The assistant chat demo (SPEC sections 2, 4 and 9): canned conversations between a visitor and
 * Grace, one per command card, and the clock that plays them. The home page plays the home set;
 * /grace-assistant plays the module set, whose volunteers scenario staffs an event day instead.
 */
import type { IconName } from '../../components/ui/icon-paths.ts';
import type { Copy } from '../types.ts';

/**
 * The tick: counted from a (re)start, a message starts typing every CHAT_TICK_MS (at 3 s, 6 s,
 * 9 s, ...), so messages appear one tick apart.
 */
export const CHAT_TICK_MS = 3000;

/** How long the typing indicator shows before its message appears (within the tick). */
export const TYPING_MS = 1000;

/** Pause after the last message before the conversation restarts from zero. */
export const RESTART_DELAY_MS = 2000;

/** How long the assistant orb pulses when Grace starts typing. */
export const ORB_PULSE_MS = 1000;

export const SCENARIO_IDS = ['members', 'newsletter', 'volunteers', 'fundraising'] as const;

export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** The scenario a conversation starts with (SPEC section 4). */
export const DEFAULT_SCENARIO_ID: ScenarioId = 'fundraising';

/** A chat message (SPEC section 3). */
export interface ChatMessage {
  type: 'user' | 'grace';
  text: Copy;
}

/** One command card and the conversation it plays. */
export interface ChatScenario {
  id: ScenarioId;
  label: Copy;
  icon: IconName;
  messages: readonly ChatMessage[];
}

export type ScenarioSetId = 'home' | 'module';

/** The command cards of one page, in the order they are shown. */
export type ScenarioSet = readonly ChatScenario[];

const MEMBERS: ChatScenario = {
  id: 'members',
  label: { faith: 'Find members', secular: 'Find supporters' },
  icon: 'search',
  messages: [
    {
      type: 'user',
      text: {
        faith: 'Find members who joined this year but have not joined a small group yet.',
        secular: 'Find supporters who signed up this year but have not volunteered yet.',
      },
    },
    {
      type: 'grace',
      text: {
        faith:
          'I searched 120+ profiles and found 47 members who joined this year and are not in a small group.',
        secular:
          'I searched 120+ profiles and found 47 supporters who signed up this year and have not volunteered yet.',
      },
    },
    {
      type: 'user',
      text: {
        faith: 'Invite them to next month’s small-group night.',
        secular: 'Invite them to next month’s volunteer orientation.',
      },
    },
    {
      type: 'grace',
      text: 'Done. A personal invitation for each of the 47 is drafted and waiting for your approval.',
    },
  ],
};

const NEWSLETTER: ChatScenario = {
  id: 'newsletter',
  label: 'Draft a newsletter',
  icon: 'mail',
  messages: [
    {
      type: 'user',
      text: {
        faith: 'Draft this week’s newsletter for our congregation.',
        secular: 'Draft this month’s update for our board and partners.',
      },
    },
    {
      type: 'grace',
      text: {
        faith:
          'Here is a draft with the youth retreat, the food pantry and Sunday’s sermon series, written in your usual voice.',
        secular:
          'Here is a draft with the gala, the food drive and this quarter’s program results, written in your usual voice.',
      },
    },
    { type: 'user', text: 'Looks good. Who will it go to?' },
    {
      type: 'grace',
      text: {
        faith:
          'The ministry leaders list: 42 recipients. Say the word and I will schedule it for Friday morning.',
        secular:
          'The board and partners list: 12 recipients. Say the word and I will schedule it for Friday morning.',
      },
    },
  ],
};

const VOLUNTEERS: ChatScenario = {
  id: 'volunteers',
  label: 'Schedule volunteers',
  icon: 'users',
  messages: [
    {
      type: 'user',
      text: {
        faith: 'We need volunteers to serve at Saturday’s community outreach.',
        secular: 'We need volunteers for Saturday’s food drive.',
      },
    },
    {
      type: 'grace',
      text: 'I checked availability and interests across 120+ profiles: 40 volunteers are free on Saturday.',
    },
    { type: 'user', text: 'Great. Send them the schedule.' },
    {
      type: 'grace',
      text: 'The schedule is ready for all 40, with each person’s task, arrival time and a reminder the day before.',
    },
  ],
};

/** The module page's volunteers scenario: staffing the roles of one event day. */
const EVENT_DAY_VOLUNTEERS: ChatScenario = {
  id: 'volunteers',
  label: 'Staff an event day',
  icon: 'calendar',
  messages: [
    {
      type: 'user',
      text: {
        faith: 'Set up the volunteer roles for our building fund gala.',
        secular: 'Set up the volunteer roles for our spring gala.',
      },
    },
    {
      type: 'grace',
      text: 'I created 20 roles for the evening: greeters, registration, table hosts, auction runners, setup and teardown.',
    },
    { type: 'user', text: 'Fill them from our volunteer list.' },
    {
      type: 'grace',
      text: 'I matched 40 volunteers to the 20 roles, two per role, and drafted their event-day briefing for your approval.',
    },
  ],
};

const FUNDRAISING: ChatScenario = {
  id: 'fundraising',
  label: { faith: 'Plan a giving campaign', secular: 'Plan a fundraiser' },
  icon: 'gift',
  messages: [
    {
      type: 'user',
      text: {
        faith: 'Help me plan our building fund gala. Our target is $25,000.',
        secular: 'Help me plan our spring gala. Our target is $25,000.',
      },
    },
    {
      type: 'grace',
      text: {
        faith:
          'Here is a plan toward the $25,000 target: a date, a timeline, ticket tiers and 15 sponsors from past campaigns to ask first.',
        secular:
          'Here is a plan toward the $25,000 target: a date, a timeline, ticket tiers and 15 corporate sponsors to ask first.',
      },
    },
    { type: 'user', text: 'Draft the sponsor letters.' },
    {
      type: 'grace',
      text: {
        faith: '15 personal letters are ready for your review, each thanking the sponsor for past giving.',
        secular: '15 personal letters are ready for your review, each with the sponsorship level to suggest.',
      },
    },
  ],
};

export const SCENARIO_SETS: Record<ScenarioSetId, ScenarioSet> = {
  home: [MEMBERS, NEWSLETTER, VOLUNTEERS, FUNDRAISING],
  module: [MEMBERS, NEWSLETTER, EVENT_DAY_VOLUNTEERS, FUNDRAISING],
};

/** The words around the conversation. */
export const ASSISTANT_CHAT_LABELS = {
  windowTitle: 'Grace Assistant',
  status: { online: 'Online', typing: 'Typing…', paused: 'Paused' },
  commandsLabel: 'Try a command',
  senderNames: { user: 'You', grace: 'Grace' },
  typing: { user: 'You are typing', grace: 'Grace is typing' },
  emptyHint: 'Pick a command, or watch Grace take the one highlighted.',
  composerHint: 'Ask Grace anything…',
  conversationLabel: 'Conversation with Grace',
  pause: 'Pause demo',
  play: 'Play demo',
} as const;

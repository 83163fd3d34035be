/**
 * The assistant chat demo (docs/product.md#assistant-chat-demo): canned conversations between a visitor and
 * Grace, one per command card, and the clock that plays them. The home page plays the home set;
 * /grace-assistant plays the module set, whose volunteers scenario staffs an event day instead.
 */
import type { IconName } from '../icon-paths.ts';
import type { Copy } from '../types.ts';
import type { DemoPlacement } from './index.ts';

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

/** The scenario a conversation starts with (docs/product.md#assistant-chat-demo). */
export const DEFAULT_SCENARIO_ID: ScenarioId = 'fundraising';

/** What a Grace card holds: a plan to act on, a draft to review, or a list of people or slots. */
export type ChatCardKind = 'plan' | 'draft' | 'list';

/** One line of a card: a short label (a name, a time, "Subject") and what it says. */
export interface ChatCardRow {
  label: Copy;
  text: Copy;
}

/**
 * What Grace says she has made, shown under her message: the plan, the draft or the list itself,
 * so the conversation shows the work instead of promising it.
 */
export interface ChatCard {
  kind: ChatCardKind;
  title: Copy;
  rows: readonly ChatCardRow[];
  /** A closing line under the rows: the rest of a list, a total. */
  footnote?: Copy;
}

/** A chat message, and for some of Grace's, the card with what she made. */
export interface ChatMessage {
  type: 'user' | 'grace';
  text: Copy;
  card?: ChatCard;
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
      card: {
        kind: 'list',
        title: { faith: '47 members, no small group yet', secular: '47 supporters, not yet volunteering' },
        rows: [
          { label: 'Ruth Adeyemi', text: { faith: 'Joined in February', secular: 'Signed up in February' } },
          { label: 'Marcus Bell', text: { faith: 'Joined in March', secular: 'Signed up in March' } },
          { label: 'Lena Ortiz', text: { faith: 'Joined in May', secular: 'Signed up in May' } },
        ],
        footnote: 'and 44 more',
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
      card: {
        kind: 'draft',
        title: 'Invitation 1 of 47',
        rows: [
          { label: 'To', text: 'Ruth Adeyemi' },
          {
            label: 'Subject',
            text: {
              faith: 'Come to small-group night, Ruth',
              secular: 'Join us at volunteer orientation, Ruth',
            },
          },
          {
            label: 'Opening',
            text: {
              faith:
                'We are so glad you joined us this year. Next month’s small-group night is the easiest way to find your people.',
              secular:
                'Thank you for signing up this year. Next month’s orientation is the easiest way to find your first shift.',
            },
          },
        ],
      },
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
      card: {
        kind: 'draft',
        title: { faith: 'This week at church', secular: 'This month at a glance' },
        rows: [
          {
            label: { faith: 'Youth retreat', secular: 'Spring gala' },
            text: {
              faith: 'Sign-ups close Sunday, 12 places left.',
              secular: 'Tickets are on sale, 60 seats left.',
            },
          },
          {
            label: { faith: 'Food pantry', secular: 'Food drive' },
            text: {
              faith: 'Saturday at 9 am; bring a friend to serve.',
              secular: 'Saturday at 9 am at the community center.',
            },
          },
          {
            label: { faith: 'Sermon series', secular: 'Results' },
            text: {
              faith: '“Rooted” begins this Sunday at 10:30.',
              secular: '1,200 meals served this quarter.',
            },
          },
        ],
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
      card: {
        kind: 'list',
        title: { faith: 'Ministry leaders: 42 recipients', secular: 'Board and partners: 12 recipients' },
        rows: [
          {
            label: { faith: 'Pastor James Cole', secular: 'Helen Park' },
            text: { faith: 'Senior pastor', secular: 'Board chair' },
          },
          { label: 'Grace Thompson', text: { faith: 'Hospitality ministry', secular: 'Events team' } },
          { label: 'Daniel Reyes', text: 'Volunteer coordinator' },
        ],
        footnote: {
          faith: 'and 39 more; sends Friday at 8:00 am',
          secular: 'and 9 more; sends Friday at 8:00 am',
        },
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
      card: {
        kind: 'list',
        title: 'Free on Saturday: 40 volunteers',
        rows: [
          { label: 'Daniel Reyes', text: 'Setup, 7 am to noon' },
          {
            label: 'Amara Osei',
            text: { faith: 'Welcome table, all morning', secular: 'Donor welcome, all morning' },
          },
          {
            label: 'Grace Thompson',
            text: { faith: 'Food pantry, 8 to 11 am', secular: 'Packing, 8 to 11 am' },
          },
        ],
        footnote: 'and 37 more',
      },
    },
    { type: 'user', text: 'Great. Send them the schedule.' },
    {
      type: 'grace',
      text: 'The schedule is ready for all 40, with each person’s task, arrival time and a reminder the day before.',
      card: {
        kind: 'list',
        title: 'Saturday’s schedule',
        rows: [
          { label: '7:30 am', text: { faith: 'Setup crew, 8 people', secular: 'Sorting, 14 people' } },
          { label: '8:30 am', text: { faith: 'Welcome table, 6 people', secular: 'Packing, 18 people' } },
          { label: '9:00 am', text: { faith: 'Food pantry, 14 people', secular: 'Donor welcome, 8 people' } },
        ],
        footnote: {
          faith: 'and the children’s corner, 12 people; reminders go out Friday at 6 pm',
          secular: 'Reminders go out Friday at 6 pm',
        },
      },
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
      card: {
        kind: 'list',
        title: '20 roles for the evening',
        rows: [
          { label: 'Greeters', text: '4 roles, from 5:30 pm' },
          { label: 'Registration', text: '4 roles, from 5:30 pm' },
          { label: 'Table hosts', text: '6 roles, from 6:00 pm' },
          { label: 'Auction runners', text: '2 roles, from 7:00 pm' },
        ],
        footnote: 'and setup and teardown, 4 roles',
      },
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
      card: {
        kind: 'plan',
        title: { faith: 'Building fund gala: $25,000', secular: 'Spring gala: $25,000' },
        rows: [
          { label: 'Date', text: 'Saturday, May 16' },
          { label: 'Timeline', text: 'Sponsors by April 1, tickets on sale April 6' },
          { label: 'Tickets', text: '$75 single, $140 pair, $600 table of 8: $9,000' },
          {
            label: 'Sponsors',
            text: {
              faith: '15 from past campaigns, asked first: $16,000',
              secular: '15 corporate sponsors, asked first: $16,000',
            },
          },
        ],
        footnote: 'Together: $25,000',
      },
    },
    { type: 'user', text: 'Draft the sponsor letters.' },
    {
      type: 'grace',
      text: {
        faith: '15 personal letters are ready for your review, each thanking the sponsor for past giving.',
        secular: '15 personal letters are ready for your review, each with the sponsorship level to suggest.',
      },
      card: {
        kind: 'draft',
        title: 'Sponsor letter 1 of 15',
        rows: [
          { label: 'To', text: { faith: 'The Lee family', secular: 'Hannah Lee, Lee Family Dental' } },
          {
            label: 'Subject',
            text: {
              faith: 'Thank you, and an invitation to build with us',
              secular: 'Partner with us for the spring gala',
            },
          },
          {
            label: 'Opening',
            text: {
              faith:
                'Your gift to last year’s campaign put a new roof over our youth room. Would you stand with us again as a $1,000 sponsor?',
              secular:
                'A $1,000 Gold sponsorship puts your name on every table and helps feed 400 families this spring.',
            },
          },
        ],
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
  /** On the resting layer: the opening exchange it shows is an example of what is about to play. */
  previewBadge: 'Preview',
  /** Where a chat app has its input: a plain note, since this demo plays a script. */
  composerHint: 'A scripted demo: Grace’s answers play by themselves.',
  cardKinds: { plan: 'Plan', draft: 'Draft', list: 'List' } satisfies Record<ChatCardKind, string>,
  conversationLabel: 'Conversation with Grace',
  pause: 'Pause demo',
  play: 'Play demo',
} as const;

/** Where the demo is shown: the home page's demo sections, in this order. */
export const DEMO: DemoPlacement = {
  page: 'home',
  order: 1,
  section: {
    id: 'demo-assistant',
    eyebrow: 'Grace Assistant',
    heading: 'Ask in plain words, and the work gets done',
    lead: {
      faith:
        'Tell Grace what your ministry needs: find members, draft a newsletter, fill serving rotations or plan a giving campaign.',
      secular:
        'Tell Grace what your organization needs: find supporters, draft a newsletter, fill volunteer shifts or plan a fundraiser.',
    },
  },
};

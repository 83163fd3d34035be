/** Copy of /our-story: why Kindred exists, told as the founder's story (docs/product.md#our-story). */
import type { ProseHeader, ProseSection, RequestAccessCallout } from './prose-types.ts';

/**
 * The story's turn, told in its first section and set again, large, as its pull quote: the setup,
 * then the turn, which the quote sets in the accent.
 */
const SHORT_OF_HOURS = {
  setup: 'The people doing the work were never short of heart.',
  turn: 'They were short of hours.',
} as const;
const SHORT_OF_HOURS_TEXT = `${SHORT_OF_HOURS.setup} ${SHORT_OF_HOURS.turn}`;

export const OUR_STORY_META = {
  title: 'Our Story',
  description:
    'Why Kindred exists: a founder who watched mission-driven teams drown in spreadsheets and disconnected tools, and built one place for the work instead.',
} as const;

export const OUR_STORY_HEADER: ProseHeader = {
  eyebrow: 'Our Story',
  title: 'Built for the people who hold it all together',
  lead: {
    faith:
      'Kindred began with a simple question: what if the people who serve a congregation could spend their week on people, not on paperwork?',
    secular:
      'Kindred began with a simple question: what if the people who run a nonprofit could spend their week on the mission, not on paperwork?',
  },
};

export const OUR_STORY_SECTIONS: readonly ProseSection[] = [
  {
    id: 'it-started-with-a-spreadsheet',
    heading: 'It started with a spreadsheet',
    blocks: [
      {
        kind: 'paragraph',
        text: {
          faith:
            'Our founder spent years alongside church and ministry teams: as a volunteer, as a board member, and eventually as the person everyone called when the member list stopped adding up. Every ministry had its own version of the same story. One spreadsheet for members, another for the volunteer rota, a shared inbox for prayer requests, a giving platform that talked to nothing else, and an events tool someone had paid for with their own card.',
          secular:
            'Our founder spent years alongside nonprofit teams: as a volunteer, as a board member, and eventually as the person everyone called when the supporter list stopped adding up. Every organization had its own version of the same story. One spreadsheet for supporters, another for the volunteer rota, a shared inbox for program enquiries, a donation platform that talked to nothing else, and an events tool someone had paid for with their own card.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          faith: `${SHORT_OF_HOURS_TEXT} A volunteer coordinator would spend Thursday evening copying names from a sign-up sheet into a roster, then into an email list, then into reminder texts. A pastor would prepare the board report by pulling numbers from four different tools and hoping they agreed.`,
          secular: `${SHORT_OF_HOURS_TEXT} A volunteer coordinator would spend Thursday evening copying names from a sign-up form into a roster, then into an email list, then into reminder texts. An executive director would prepare the board report by pulling numbers from four different tools and hoping they agreed.`,
        },
      },
    ],
  },
  {
    id: 'what-we-kept-seeing',
    heading: 'What we kept seeing',
    blocks: [
      {
        kind: 'list',
        items: [
          'The same person entered three times, with three spellings, in three systems.',
          {
            faith:
              'Giving records kept apart from the members they belonged to, so a thank-you note meant a search.',
            secular:
              'Donor records kept apart from the supporters they belonged to, so a thank-you note meant a search.',
          },
          'Volunteers who signed up and never heard back, because the form still emailed someone who had moved on.',
          'Grant deadlines discovered the week they closed.',
          {
            faith:
              'Stories of lives changed that never reached the congregation, because nobody had the time to write them.',
            secular:
              'Stories of real impact that never reached supporters, because nobody had the time to write them.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          faith:
            'None of this was anyone’s fault. The tools had been built for businesses with IT departments, and ministries were left to stitch them together on evenings and weekends.',
          secular:
            'None of this was anyone’s fault. The tools had been built for businesses with IT departments, and nonprofits were left to stitch them together on evenings and weekends.',
        },
      },
    ],
  },
  {
    id: 'so-we-built-one-place',
    heading: 'So we built one place',
    blocks: [
      {
        kind: 'paragraph',
        text: {
          faith:
            'Kindred brings members, volunteers, events, giving, communications and resources together in one platform. A name is entered once and shows up everywhere it is needed: in the directory, on the serving schedule, in the giving statement and on the newsletter list.',
          secular:
            'Kindred brings supporters, volunteers, programs, donations, communications and resources together in one platform. A name is entered once and shows up everywhere it is needed: in the directory, on the volunteer schedule, in the donor report and on the newsletter list.',
        },
      },
      {
        kind: 'paragraph',
        text: 'Then we added AI assistants where the busywork piles up. Grace Assistant turns a plain request into a finished task. Storybuilder drafts the newsletter, the appeal or the update from your notes. Noa AI finds the patterns in the data you already have. Every draft stays a draft until a person has read it, changed what needs changing and decided to send it.',
      },
    ],
  },
  {
    id: 'two-ways-of-speaking',
    heading: 'Two ways of speaking, one platform',
    blocks: [
      {
        kind: 'paragraph',
        text: {
          faith:
            'Early on we noticed that a church and a community food bank do much of the same work with very different words. So Kindred speaks both. In faith mode it talks about ministries, congregations, giving and serving; in secular mode about organizations, supporters, donors and impact. The engine underneath is the same, and switching takes one click.',
          secular:
            'Early on we noticed that a community food bank and a faith community do much of the same work with very different words. So Kindred speaks both. In secular mode it talks about organizations, supporters, donors and impact; in faith mode it speaks the language of faith. The engine underneath is the same, and switching takes one click.',
        },
      },
    ],
  },
  {
    id: 'what-we-believe',
    heading: 'What we believe',
    blocks: [
      {
        kind: 'list',
        items: [
          'Technology should give time back, not ask for more of it. We want teams to save up to 60% of the time they spend planning.',
          'Your data belongs to you. You can export it in CSV and PDF whenever you like.',
          'Trust is earned. We hold ourselves to the requirements of SOC 2, HIPAA, GDPR and CCPA.',
          {
            faith: 'A church plant of ten people deserves tools as good as a cathedral’s.',
            secular: 'A team of ten people deserves tools as good as a national charity’s.',
          },
          'AI should serve people, never replace them.',
        ],
      },
    ],
  },
  {
    id: 'where-we-are-today',
    heading: 'Where we are today',
    blocks: [
      {
        kind: 'paragraph',
        text: {
          faith:
            'Kindred is in early access. We welcome ministries from our waitlist a few at a time, so that each one gets real attention: help with setup, a careful import of the lists you already keep, and training for staff and volunteers. If you recognize your week in this story, we would love to hear from you.',
          secular:
            'Kindred is in early access. We welcome organizations from our waitlist a few at a time, so that each one gets real attention: help with setup, a careful import of the lists you already keep, and training for staff and volunteers. If you recognize your week in this story, we would love to hear from you.',
        },
      },
    ],
  },
];

export const OUR_STORY_CALLOUT: RequestAccessCallout = {
  heading: {
    faith: 'Give your ministry its hours back',
    secular: 'Give your team its hours back',
  },
  text: 'Join the early-access waitlist and we will be in touch to learn about your organization.',
  label: 'Request Access',
  href: '/request-access',
};

/**
 * What sets the page as a designed article rather than a run of sections: the pull quote and the
 * figures, each placed after the section (by id) whose text it comes from.
 */
export const OUR_STORY_PULL_QUOTE = {
  ...SHORT_OF_HOURS,
  after: 'it-started-with-a-spreadsheet',
} as const;

/** A number the story itself gives, set large; `source` is the story's own words for it. */
export interface StoryFigure {
  value: string;
  label: string;
  source: string;
}

export const OUR_STORY_FIGURES: {
  label: string;
  after: string;
  items: readonly StoryFigure[];
} = {
  label: 'The story in figures',
  after: 'so-we-built-one-place',
  items: [
    { value: '4', label: 'tools to pull one board report from', source: 'four different tools' },
    { value: '3', label: 'spellings of one person, in three systems', source: 'three spellings' },
    { value: '1', label: 'place a name is entered, then shown everywhere', source: 'entered once' },
    { value: '60%', label: 'the most planning time we want teams to save', source: 'up to 60%' },
  ],
};

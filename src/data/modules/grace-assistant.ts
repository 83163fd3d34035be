import type { ModulePage } from './types.ts';

export const GRACE_ASSISTANT_PAGE: ModulePage = {
  slug: 'grace-assistant',
  icon: 'sparkles',
  meta: {
    title: 'Grace Assistant',
    description:
      'Grace is Kindred’s AI assistant: ask in plain language and it finds people, drafts messages and schedules volunteers for you to approve.',
  },
  hero: {
    eyebrow: 'AI tool',
    title: 'Grace Assistant',
    subtitle: {
      faith:
        'Ask in plain language and Grace does the busywork of ministry: finding members, drafting newsletters, filling serving teams and following up with givers.',
      secular:
        'Ask in plain language and Grace does the busywork of running a nonprofit: finding supporters, drafting newsletters, filling volunteer shifts and following up with donors.',
    },
  },
  visual: {
    screen: 'Grace · Tasks done today',
    metric: { label: 'Hours saved this week', value: '14.5' },
    rows: [
      { label: 'Drafted the newsletter', detail: 'From your notes · ready to review', status: 'Done' },
      {
        label: { faith: 'Filled the serving rota', secular: 'Filled Saturday’s shifts' },
        detail: '4 people confirmed',
        status: 'Done',
      },
      {
        label: { faith: 'Thanked first-time givers', secular: 'Thanked new donors' },
        detail: '9 emails queued',
        status: 'Sending',
      },
    ],
  },
  features: {
    heading: 'Natural-language task automation',
    lead: 'Type what you need the way you would ask a colleague. Grace turns it into work done across Kindred.',
    items: [
      {
        icon: 'message',
        title: 'Just ask',
        description:
          'No menus to learn: describe the task in a sentence and Grace works out which modules and records it needs.',
      },
      {
        icon: 'search',
        title: { faith: 'Find the right members', secular: 'Find the right supporters' },
        description: {
          faith: 'Who has not attended in a month? Who joined this spring? Grace builds the list in seconds.',
          secular:
            'Who gave last year but not this year? Who joined this spring? Grace builds the list in seconds.',
        },
      },
      {
        icon: 'pen',
        title: 'Drafts in your voice',
        description:
          'Grace drafts newsletters and follow-up emails and can hand them to Storybuilder for polishing before they go out.',
      },
      {
        icon: 'users',
        title: { faith: 'Serving teams filled', secular: 'Volunteer shifts filled' },
        description: {
          faith:
            'Ask for ushers for Sunday and Grace suggests available members and prepares the invitations.',
          secular:
            'Ask for help at Saturday’s food drive and Grace suggests available volunteers and prepares the invitations.',
        },
      },
      {
        icon: 'heart',
        title: { faith: 'Giving follow-ups', secular: 'Fundraising follow-ups' },
        description: {
          faith: 'Grace reminds you who to thank and drafts a personal note for each giver.',
          secular:
            'Grace reminds you which donors to thank or re-engage and drafts a personal note for each.',
        },
      },
      {
        icon: 'check',
        title: 'You stay in charge',
        description:
          'Nothing is sent or changed until you approve it: Grace prepares the work, you make the call.',
      },
    ],
  },
  sections: [
    {
      kind: 'assistant-demo',
      id: 'see-grace',
      heading: 'See Grace at work',
      lead: {
        faith:
          'Pick a command and watch Grace find members, draft the newsletter, staff an event day or plan a giving campaign.',
        secular:
          'Pick a command and watch Grace find supporters, draft the newsletter, staff an event day or plan a fundraiser.',
      },
      scenarioSet: 'module',
      tags: [
        'Member Directory',
        'Communications Hub',
        { faith: 'Servant Leadership', secular: 'Volunteer Management' },
        'Events & Programs',
        { faith: 'Stewardship Suite', secular: 'Financial Management' },
      ],
    },
    {
      kind: 'items',
      id: 'ask-grace',
      heading: 'Things people ask Grace',
      items: [
        {
          name: { faith: 'Members', secular: 'Supporters' },
          description: {
            faith: '“Show me members who joined this year but have not joined a small group.”',
            secular: '“Show me supporters who signed up this year but have not volunteered yet.”',
          },
        },
        {
          name: 'Newsletter',
          description: {
            faith:
              '“Draft this week’s newsletter with the retreat, the food pantry and Sunday’s sermon series.”',
            secular: '“Draft this month’s newsletter with the gala, the food drive and our program results.”',
          },
        },
        {
          name: 'Volunteers',
          description: {
            faith: '“Find four members to serve at Saturday’s outreach and send them an invitation.”',
            secular: '“Find four volunteers for Saturday’s cleanup and send them an invitation.”',
          },
        },
        {
          name: 'Fundraising',
          description: {
            faith: '“Who pledged to the building fund and has not given yet? Draft a gentle reminder.”',
            secular:
              '“Who gave to the spring appeal? Draft a personal thank-you with an update on the program.”',
          },
        },
      ],
    },
  ],
  cta: {
    heading: 'Give your team an assistant that never sleeps',
    body: 'See Grace work with your own tasks in a short, guided demo.',
  },
};

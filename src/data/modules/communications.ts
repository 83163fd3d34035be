import type { ModulePage } from './types.ts';

export const COMMUNICATIONS_PAGE: ModulePage = {
  slug: 'communications',
  icon: 'megaphone',
  meta: {
    title: 'Communications Hub',
    description:
      'Send newsletters, announcements and reminders from one place, to the right people at the right time, and see who read them.',
  },
  hero: {
    eyebrow: 'Core module',
    title: 'Communications Hub',
    subtitle: {
      faith:
        'Reach your whole congregation, or just the youth leaders, with newsletters, announcements and reminders that sound like your ministry.',
      secular:
        'Reach every supporter, or just this month’s volunteers, with newsletters, announcements and reminders that sound like your organization.',
    },
  },
  visual: {
    screen: 'Communications · Sent',
    metric: { label: 'Average open rate', value: '68%' },
    rows: [
      {
        label: 'Weekly newsletter',
        detail: { faith: 'Whole congregation', secular: 'All supporters' },
        status: '71% opened',
      },
      { label: 'Volunteer reminder', detail: 'Text message · 38 people', status: 'Delivered' },
      {
        label: { faith: 'Easter announcement', secular: 'Gala invitation' },
        detail: 'Email · Thu 09:00',
        status: 'Scheduled',
      },
    ],
  },
  features: {
    heading: { faith: 'One voice for your ministry', secular: 'One voice for your organization' },
    lead: 'Every message starts, goes out and gets measured in the same place.',
    items: [
      {
        icon: 'mail',
        title: 'Email newsletters',
        description: {
          faith:
            'Send the weekly bulletin from ready-made templates, or let Storybuilder draft it from your notes.',
          secular:
            'Send the monthly update from ready-made templates, or let Storybuilder draft it from your notes.',
        },
      },
      {
        icon: 'megaphone',
        title: 'Announcements',
        description: {
          faith:
            'Post announcements members see in their portal, with comments so questions get answered in one thread.',
          secular:
            'Post announcements supporters see in their portal, with comments so questions get answered in one thread.',
        },
      },
      {
        icon: 'filter',
        title: 'Audience groups',
        description: {
          faith:
            'Write to small groups, serving teams, new members or the whole church without copying address lists.',
          secular:
            'Write to donors, volunteers, program participants or your whole list without copying address lists.',
        },
      },
      {
        icon: 'clock',
        title: 'Scheduled sending',
        description:
          'Write on Monday, send on Thursday morning: messages go out when your people actually read them.',
      },
      {
        icon: 'bell',
        title: 'Event reminders',
        description:
          'Registrations in Events & Programs trigger reminders automatically, so nobody types them twice.',
      },
      {
        icon: 'chart',
        title: 'Delivery & engagement',
        description:
          'See who opened, who replied and which announcements drew comments, and export the numbers to CSV.',
      },
    ],
  },
  benefits: {
    groups: [
      {
        title: { faith: 'For pastors & staff', secular: 'For directors & staff' },
        items: [
          'One place for every outgoing message',
          'A consistent voice across channels',
          'Hours back each week',
        ],
      },
      {
        title: 'For team leads',
        items: [
          'Message your own team without asking the office',
          'Reminders that go out on their own',
          'Replies gathered in one thread',
        ],
      },
      {
        title: { faith: 'For members', secular: 'For supporters' },
        items: [
          'Only the messages that concern them',
          'Announcements they can comment on',
          'Notification preferences they control',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'message-flow',
      heading: 'How a message goes out',
      steps: [
        {
          title: 'Draft',
          description: 'Start from a template, a blank page or a Storybuilder draft written from your notes.',
        },
        {
          title: 'Choose the audience',
          description: {
            faith: 'Pick a group, a serving team or the whole congregation.',
            secular: 'Pick a segment, a volunteer team or your whole list.',
          },
        },
        { title: 'Schedule', description: 'Send now or choose the day and hour it should arrive.' },
        {
          title: 'Measure',
          description: 'Follow opens, replies and comments, and learn what to send next time.',
        },
      ],
    },
  ],
  cta: {
    heading: { faith: 'Let every member hear the news', secular: 'Let every supporter hear the news' },
    body: 'We will walk you through the Communications Hub with your own lists and templates in mind.',
  },
};

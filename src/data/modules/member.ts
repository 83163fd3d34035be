import type { ModulePage } from './types.ts';

/** Named here because the unit test checks the faith/secular pair of docs/product.md#module-pages. */
export const MEMBER_CAMPAIGNS_NAME = { faith: 'Giving', secular: 'Campaigns' } as const;

export const MEMBER_PAGE: ModulePage = {
  slug: 'member',
  icon: 'user',
  meta: {
    title: 'Member Portal & Directory',
    description:
      'A home for every member or supporter: event RSVPs, volunteer sign-up, announcements, giving and campaigns, and their own settings.',
  },
  hero: {
    eyebrow: 'Member Directory',
    title: 'Member Portal',
    subtitle: {
      faith:
        'Give every member a home in Kindred: RSVP to events, sign up to serve, read announcements and manage their giving, all in one place.',
      secular:
        'Give every supporter a home in Kindred: register for events, sign up to volunteer, read announcements and follow your campaigns, all in one place.',
    },
  },
  visual: {
    screen: { faith: 'Member portal · Home', secular: 'Supporter portal · Home' },
    metric: { label: { faith: 'Members signed in', secular: 'Supporters signed in' }, value: '734' },
    rows: [
      {
        label: 'Grace Kim',
        detail: { faith: 'RSVP’d to the youth retreat', secular: 'Registered for the gala' },
        status: 'Going',
      },
      { label: 'Samuel Ortiz', detail: 'Signed up for Saturday', status: 'Serving' },
      {
        label: 'Leah Mensah',
        detail: { faith: 'Gave to the building fund', secular: 'Joined a campaign' },
        status: 'Thank you',
      },
    ],
  },
  features: {
    heading: { faith: 'Everything a member needs', secular: 'Everything a supporter needs' },
    items: [
      {
        icon: 'book',
        title: 'Member directory',
        description: {
          faith:
            'A searchable directory of your congregation, with households, groups and contact details in one place.',
          secular:
            'A searchable directory of supporters, with households, groups and contact details in one place.',
        },
      },
      {
        icon: 'calendar',
        title: 'Event RSVPs',
        description: 'See what is coming up and RSVP in a tap, so organizers know who to expect.',
      },
      {
        icon: 'heart',
        title: { faith: 'Sign up to serve', secular: 'Volunteer sign-up' },
        description: 'Open volunteer slots appear next to each event, ready to claim.',
      },
      {
        icon: 'message',
        title: 'Announcements & comments',
        description: 'Read the latest news and join the conversation in the comments.',
      },
      {
        icon: 'gift',
        title: MEMBER_CAMPAIGNS_NAME,
        description: {
          faith: 'Give to the funds and causes your church supports and see your giving history.',
          secular: 'Support the campaigns your organization runs and see your donation history.',
        },
      },
      {
        icon: 'sliders',
        title: 'Personal settings',
        description: 'Everyone manages their own profile, notifications, security and privacy.',
      },
    ],
  },
  benefits: {
    groups: [
      {
        title: { faith: 'For members', secular: 'For supporters' },
        items: ['One login for everything', 'Self-service RSVPs and sign-ups', 'Control over their own data'],
      },
      {
        title: { faith: 'For church staff', secular: 'For staff' },
        items: [
          'Fewer update requests by email',
          'Profiles kept current by their owners',
          'A directory you can trust',
        ],
      },
      {
        title: 'For leaders',
        items: [
          { faith: 'A more connected congregation', secular: 'A more engaged community' },
          'Clear participation numbers',
          'Announcements that reach everyone',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'items',
      id: 'portal-areas',
      heading: 'Inside the Member Portal',
      lead: 'Four areas, each with its own address in the portal.',
      items: [
        { code: '/member/events', name: 'Events', description: 'RSVP to events and sign up to volunteer.' },
        { code: '/member/messages', name: 'Messages', description: 'Announcements and comments.' },
        {
          code: '/member/campaigns',
          name: MEMBER_CAMPAIGNS_NAME,
          description: {
            faith: 'Giving to the church’s funds and causes, with your history.',
            secular: 'Campaigns to support, with your donation history.',
          },
        },
        {
          code: '/member/settings',
          name: 'Settings',
          description: 'Profile, notification preferences, security and privacy.',
        },
      ],
    },
  ],
  cta: {
    heading: {
      faith: 'Give your members a place to belong',
      secular: 'Give your supporters a place to connect',
    },
    body: {
      faith: 'We will show you the portal from a member’s point of view and from your church staff’s.',
      secular: 'We will show you the portal from a supporter’s point of view and from your staff’s.',
    },
  },
};

import type { ModulePage } from './types.ts';

export const VOLUNTEERS_PAGE: ModulePage = {
  slug: 'volunteers',
  icon: 'users',
  meta: {
    title: 'Volunteer Management',
    modeTitle: {
      faith: 'Servant Leadership & Volunteer Management',
      secular: 'Volunteer Management',
    },
    description:
      'Recruit, schedule and thank volunteers in one place: a 3-tab application, skill matching, shift scheduling and hours tracking.',
  },
  hero: {
    eyebrow: 'Core module',
    title: { faith: 'Servant Leadership', secular: 'Volunteer Management' },
    subtitle: {
      faith:
        'Help every member find their place to serve: match gifts to ministries, schedule teams and thank the people who show up week after week.',
      secular:
        'Recruit, schedule and keep great volunteers: match skills to roles, fill every shift and recognize the people who show up week after week.',
    },
  },
  visual: {
    screen: { faith: 'Serving teams · This week', secular: 'Volunteer shifts · This week' },
    metric: { label: 'Shifts filled', value: '46 of 48' },
    rows: [
      {
        label: { faith: 'Welcome team', secular: 'Front desk' },
        detail: 'Sun 09:30 · 6 people',
        status: 'Full',
      },
      {
        label: { faith: 'Kids ministry', secular: 'Tutoring' },
        detail: 'Sun 10:00 · 5 of 6',
        status: '1 open',
      },
      { label: 'Food pantry', detail: 'Sat 08:00 · 8 people', status: 'Full' },
    ],
  },
  features: {
    heading: {
      faith: 'Equip the people who serve',
      secular: 'Support the people who give their time',
    },
    items: [
      {
        icon: 'clipboard',
        title: '3-tab application process',
        description:
          'Contact details, skills and availability in three short tabs, so a new volunteer signs up in minutes.',
      },
      {
        icon: 'target',
        title: { faith: 'Gift & ministry matching', secular: 'Skill & role matching' },
        description: {
          faith: 'Match each person’s gifts and availability to the ministries that need them most.',
          secular: 'Match each volunteer’s skills and availability to the roles that need them most.',
        },
      },
      {
        icon: 'calendar',
        title: 'Team scheduling',
        description: 'Build rotas for every team, see open slots at a glance and let volunteers swap shifts.',
      },
      {
        icon: 'flag',
        title: 'Volunteer requests',
        description: {
          faith:
            'Ministry leads post a request for help and Kindred suggests members who are free and willing.',
          secular:
            'Program leads post a request for help and Kindred suggests volunteers who are free and willing.',
        },
      },
      {
        icon: 'clock',
        title: 'Hours tracking',
        description:
          'Hours are logged per person and per team, ready for reports, grant applications and thank-yous.',
      },
      {
        icon: 'award',
        title: 'Recognition',
        description: {
          faith: 'Celebrate milestones and send a word of thanks to those who serve faithfully.',
          secular: 'Celebrate milestones and thank the volunteers who keep your programs running.',
        },
      },
    ],
  },
  benefits: {
    groups: [
      {
        title: { faith: 'For ministry leaders', secular: 'For volunteer coordinators' },
        items: [
          'Full teams without last-minute calls',
          'Everyone’s availability in one view',
          'Fewer no-shows',
        ],
      },
      {
        title: 'For volunteers',
        items: [
          { faith: 'A clear place to serve', secular: 'A clear role from day one' },
          'Schedules they can see and swap',
          'Recognition for the hours they give',
        ],
      },
      {
        title: { faith: 'For the whole church', secular: 'For the whole organization' },
        items: [
          'More people involved, fewer burnt out',
          'Service hours ready for reporting',
          'A culture of thanks',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'volunteer-journey',
      heading: { faith: 'From first yes to faithful service', secular: 'From sign-up to a regular shift' },
      steps: [
        {
          title: 'Apply',
          description: 'The 3-tab application collects contact details, skills and availability.',
        },
        {
          title: 'Match',
          description: {
            faith: 'Leaders see where each new servant fits and invite them onto a team.',
            secular: 'Coordinators see where each new volunteer fits and invite them onto a team.',
          },
        },
        { title: 'Schedule', description: 'Shifts land in their calendar with reminders before each one.' },
        {
          title: { faith: 'Serve & celebrate', secular: 'Volunteer & celebrate' },
          description: 'Hours are recorded automatically and milestones get a thank-you.',
        },
      ],
    },
  ],
  cta: {
    heading: {
      faith: 'Raise up more servant leaders',
      secular: 'Build a volunteer team that stays',
    },
    body: 'Show us how your teams work today and we will map them into Kindred with you.',
  },
};

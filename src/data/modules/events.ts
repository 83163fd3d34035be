import type { ModulePage } from './types.ts';

export const EVENTS_PAGE: ModulePage = {
  slug: 'events',
  icon: 'calendar',
  meta: {
    title: 'Events & Programs',
    description:
      'Plan services, programs and gatherings in one place: registration, volunteer roles and reminders, with every event tracked from upcoming to archived.',
  },
  hero: {
    eyebrow: 'Core module',
    title: 'Events & Programs',
    subtitle: {
      faith:
        'Plan worship services, retreats and outreach nights in one place, and follow every event from upcoming to archived without a single spreadsheet.',
      secular:
        'Plan programs, fundraisers and community events in one place, and follow every event from upcoming to archived without a single spreadsheet.',
    },
  },
  visual: {
    screen: 'Events · Upcoming',
    metric: { label: 'RSVPs this month', value: '412' },
    rows: [
      {
        label: { faith: 'Sunday worship', secular: 'Spring gala' },
        detail: 'Sun 10:00 · Main hall',
        status: '184 going',
      },
      {
        label: { faith: 'Youth retreat', secular: 'Literacy night' },
        detail: 'Fri–Sun · Camp Cedar',
        status: '46 going',
      },
      {
        label: { faith: 'Outreach dinner', secular: 'Park clean-up' },
        detail: 'Wed 18:30 · Fellowship room',
        status: 'Draft',
      },
    ],
  },
  features: {
    heading: {
      faith: 'Everything your ministry needs to gather people',
      secular: 'Everything your organization needs to run great events',
    },
    lead: 'Registration, roles and reminders live together, so teams save up to 60% of their planning time.',
    items: [
      {
        icon: 'calendar',
        title: 'From upcoming to archived',
        description:
          'Every event carries its status, date and owner, so the whole team sees what is coming up, what is running and what is done.',
      },
      {
        icon: 'ticket',
        title: 'Registration & RSVPs',
        description: {
          faith:
            'Members RSVP online and you watch head counts for every service, class and retreat as they come in.',
          secular:
            'Supporters register online and you watch head counts for every program and fundraiser as they come in.',
        },
      },
      {
        icon: 'users',
        title: { faith: 'Serving roles', secular: 'Volunteer roles' },
        description: {
          faith: 'Attach serving roles to each event so greeters, ushers and kitchen teams know where to be.',
          secular:
            'Attach volunteer roles to each event so setup crews, greeters and hosts know where to be.',
        },
      },
      {
        icon: 'bell',
        title: 'Automatic reminders',
        description:
          'Reminders go out through the Communications Hub before the day, so fewer people forget and fewer seats sit empty.',
      },
      {
        icon: 'repeat',
        title: 'Recurring programs',
        description: {
          faith: 'Set up weekly small groups, Sunday services and seasonal studies once and let them repeat.',
          secular: 'Set up weekly classes, monthly meetups and seasonal programs once and let them repeat.',
        },
      },
      {
        icon: 'chart',
        title: 'Attendance you can act on',
        description:
          'Record who came, compare turnout across events and export attendance to CSV or PDF for your reports.',
      },
    ],
  },
  benefits: {
    lead: {
      faith: 'Less time on logistics means more time with the people who walk through your doors.',
      secular: 'Less time on logistics means more time with the people your programs serve.',
    },
    groups: [
      {
        title: { faith: 'For pastors & leaders', secular: 'For directors & staff' },
        items: [
          'One calendar for every program and room',
          'Turnout trends before you plan the next season',
          'Clear owners for every event',
        ],
      },
      {
        title: 'For volunteers',
        items: [
          'Know your role and arrival time in advance',
          'Sign up for open slots in one click',
          'Reminders without a phone tree',
        ],
      },
      {
        title: { faith: 'For members & guests', secular: 'For supporters & guests' },
        items: [
          'Simple online registration',
          'Timely reminders and updates',
          'Events that start on time and run smoothly',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'event-lifecycle',
      heading: 'From first idea to the archive',
      lead: 'Each event moves through the same four stages, so nothing falls between two inboxes.',
      steps: [
        {
          title: 'Plan',
          description: 'Create the event with its date, place, capacity and the team responsible for it.',
        },
        {
          title: 'Invite',
          description: {
            faith: 'Publish it to your congregation and open RSVPs from the Member Portal.',
            secular: 'Publish it to your supporters and open registration from the Member Portal.',
          },
        },
        {
          title: { faith: 'Serve', secular: 'Staff' },
          description: 'Fill the volunteer roles, send reminders and check people in on the day.',
        },
        {
          title: 'Archive',
          description:
            'Record attendance and notes, then archive the event so next year starts from a template.',
        },
      ],
    },
  ],
  cta: {
    heading: {
      faith: 'Ready to bring your congregation together?',
      secular: 'Ready to run your next event with less stress?',
    },
    body: 'Tell us what your calendar looks like and we will show you how Kindred fits around it.',
  },
};

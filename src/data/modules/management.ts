import type { ModulePage } from './types.ts';

export const MANAGEMENT_PAGE: ModulePage = {
  slug: 'management',
  icon: 'briefcase',
  meta: {
    title: 'Organization Management (Operations)',
    description:
      'Tasks, teams, meetings, goals, expenses and budgets in one connected loop, with three-tier task priority and a clear owner for everything.',
  },
  hero: {
    eyebrow: 'Operations',
    title: 'Organization Management',
    subtitle: {
      faith:
        'Run the operations of your ministry in one connected loop: tasks, teams, meetings, goals, expenses and budgets that finally talk to each other.',
      secular:
        'Run the operations of your nonprofit in one connected loop: tasks, teams, meetings, goals, expenses and budgets that finally talk to each other.',
    },
  },
  visual: {
    screen: 'Operations · This week',
    metric: { label: 'Tasks on track', value: '92%' },
    rows: [
      { label: 'Renew insurance policy', detail: 'Operations team · due Fri', status: 'In progress' },
      { label: 'Board meeting', detail: 'Tue 19:00 · 7 attending', status: 'Agenda set' },
      { label: 'Quarterly budget review', detail: '3 expenses to approve', status: 'Waiting' },
    ],
  },
  features: {
    heading: 'Operations without the sticky notes',
    lead: 'Six connected tools, so a decision in a meeting becomes a task, a cost and a line in the budget.',
    items: [
      {
        icon: 'list',
        title: 'Tasks with three-tier priority',
        description:
          'Mark every task high, medium or low priority, give it an owner and a due date, and watch it move.',
      },
      {
        icon: 'users',
        title: 'Teams',
        description: {
          faith: 'Organize staff, elders and ministry teams, each with its own members, tasks and goals.',
          secular:
            'Organize staff, committees and program teams, each with its own members, tasks and goals.',
        },
      },
      {
        icon: 'calendar',
        title: 'Meetings',
        description:
          'Agendas, notes and decisions in one place, with action items turned into tasks before anyone leaves.',
      },
      {
        icon: 'target',
        title: 'Goals',
        description: {
          faith:
            'Set goals for the year, from growing small groups to funding a mission trip, and track progress.',
          secular:
            'Set goals for the year, from serving more families to opening a new site, and track progress.',
        },
      },
      {
        icon: 'receipt',
        title: 'Expenses',
        description: 'Log what each task and team spends, so costs are tied to the work they paid for.',
      },
      {
        icon: 'pie',
        title: 'Budgets',
        description: {
          faith: 'See every ministry’s budget against its actual spending, updated as expenses come in.',
          secular: 'See every program’s budget against its actual spending, updated as expenses come in.',
        },
      },
    ],
  },
  benefits: {
    groups: [
      {
        title: { faith: 'For senior pastors', secular: 'For executive directors' },
        items: [
          'Progress on every goal in one view',
          'Decisions that turn into action',
          'Spending tied to priorities',
        ],
      },
      {
        title: 'For team leads',
        items: [
          'Clear owners and due dates',
          'Priorities everyone agrees on',
          'Meetings that end with next steps',
        ],
      },
      {
        title: 'For staff & volunteers',
        items: ['Know what matters most today', 'Less chasing by email', 'Work that is seen and valued'],
      },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'operations-loop',
      heading: 'One connected loop',
      lead: 'Each module hands its work to the next, and budgets feed back into the next round of tasks.',
      steps: [
        { title: 'Tasks', description: 'Work is captured with an owner, a due date and a priority.' },
        { title: 'Teams', description: 'Tasks land with the team responsible for them.' },
        { title: 'Meetings', description: 'Teams review progress and make decisions together.' },
        { title: 'Goals', description: 'Decisions roll up into the goals they move forward.' },
        { title: 'Expenses', description: 'The cost of the work is recorded against its goal.' },
        { title: 'Budgets', description: 'Budgets update, and shape the next round of tasks.' },
      ],
    },
  ],
  cta: {
    heading: { faith: 'Bring order to the work of ministry', secular: 'Bring order to your operations' },
    body: 'We will set up your teams, goals and budgets with you and show the loop working end to end.',
  },
};

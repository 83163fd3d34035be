import type { ModulePage } from './types.ts';

export const FINANCES_PAGE: ModulePage = {
  slug: 'finances',
  icon: 'wallet',
  meta: {
    title: 'Financial Management',
    modeTitle: {
      faith: 'Stewardship Suite & Financial Management',
      secular: 'Financial Management',
    },
    description:
      'Online giving, pledges, campaigns, budgets and expenses in one place, with statements and CSV or PDF reports your board can trust.',
  },
  hero: {
    eyebrow: 'Core module',
    title: { faith: 'Stewardship Suite', secular: 'Financial Management' },
    subtitle: {
      faith:
        'Receive tithes and offerings, follow pledges and keep budgets honest, with giving statements your members can trust.',
      secular:
        'Accept donations, follow pledges and keep budgets and expenses in line, with reports your board and auditors can trust.',
    },
  },
  visual: {
    screen: { faith: 'Stewardship · This month', secular: 'Finances · This month' },
    metric: { label: { faith: 'Tithes and offerings', secular: 'Donations received' }, value: '$42,860' },
    rows: [
      {
        label: { faith: 'Building fund', secular: 'Capital campaign' },
        detail: '$18,200 of $25,000',
        status: '73%',
      },
      { label: 'Operating budget', detail: '$9,140 spent of $12,000', status: 'On track' },
      {
        label: { faith: 'Giving statements', secular: 'Donor receipts' },
        detail: '312 ready for January',
        status: 'Ready',
      },
    ],
  },
  features: {
    heading: {
      faith: 'Faithful stewardship, clearly recorded',
      secular: 'Every dollar accounted for',
    },
    items: [
      {
        icon: 'heart',
        title: { faith: 'Online tithes & offerings', secular: 'Online donations' },
        description: {
          faith:
            'Members give by card online, once or every month, through a payment integration that is ready to go.',
          secular:
            'Donors give by card online, once or every month, through a payment integration that is ready to go.',
        },
      },
      {
        icon: 'target',
        title: 'Pledges & campaigns',
        description: {
          faith:
            'Track building-fund and mission pledges against their goals and thank givers as they are fulfilled.',
          secular:
            'Track campaign pledges against their goals and thank donors as commitments are fulfilled.',
        },
      },
      {
        icon: 'pie',
        title: 'Budgets',
        description: {
          faith: 'Give each ministry a budget and see spending against it as the year goes on.',
          secular: 'Give each program a budget and see spending against it as the year goes on.',
        },
      },
      {
        icon: 'receipt',
        title: 'Expenses',
        description:
          'Record expenses with their category and receipt, and approve them before they hit the books.',
      },
      {
        icon: 'file',
        title: { faith: 'Giving statements', secular: 'Donor receipts' },
        description: {
          faith: 'Year-end giving statements for every member, generated in minutes instead of weekends.',
          secular:
            'Tax receipts and year-end summaries for every donor, generated in minutes instead of weekends.',
        },
      },
      {
        icon: 'download',
        title: 'Reports & exports',
        description:
          'Income, spending and campaign reports, exported to CSV for your accountant or PDF for the board.',
      },
    ],
  },
  benefits: {
    groups: [
      {
        title: { faith: 'For pastors & elders', secular: 'For executive directors' },
        items: [
          'Giving and spending at a glance',
          { faith: 'Budgets you can hold ministries to', secular: 'Budgets you can hold programs to' },
          'Board-ready reports',
        ],
      },
      {
        title: { faith: 'For treasurers', secular: 'For finance staff' },
        items: [
          'No more re-keying into spreadsheets',
          'Expenses with receipts attached',
          'Clean CSV exports',
        ],
      },
      {
        title: { faith: 'For givers', secular: 'For donors' },
        items: ['Easy online giving', 'Accurate year-end statements', 'Confidence their gift is well used'],
      },
    ],
  },
  sections: [
    {
      kind: 'tags',
      id: 'reports',
      heading: 'Reports ready when you need them',
      tags: [
        { faith: 'Giving by fund', secular: 'Donations by fund' },
        'Pledge progress',
        'Campaign totals',
        'Budget vs. actual',
        'Expenses by category',
        { faith: 'Year-end giving statements', secular: 'Year-end donor receipts' },
        'CSV export',
        'PDF export',
      ],
    },
  ],
  cta: {
    heading: { faith: 'Steward every gift with confidence', secular: 'Put your finances on solid ground' },
    body: {
      faith: 'We will show you the Stewardship Suite with the funds and budgets your church already runs.',
      secular:
        'We will show you Financial Management with the funds and budgets your organization already runs.',
    },
  },
};

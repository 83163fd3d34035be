/**
 * The unified workflow demo (docs/product.md#workflow-demo): one piece of work, a fundraising gala,
 * travels through six modules joined in a loop. Each step carries its place on the stage, a small
 * preview of its module and the lines it writes to the message log. The timings live here too.
 */
import type { IconName } from '../icon-paths.ts';
import { gradientFor, type GradientPair } from '../gradients.ts';
import type { Copy } from '../types.ts';
import type { DemoPlacement } from './index.ts';

/** How long each module stays active before the work moves on to the next. */
export const STEP_INTERVAL_MS = 4000;

/** How long the finished loop stays on screen before the demo returns to idle. */
export const RESET_DELAY_MS = 3000;

export type TaskPriority = 'high' | 'medium' | 'low';

/** A task list with three-tier priority. */
export interface TasksDemo {
  type: 'tasks';
  data: { tasks: readonly { title: Copy; priority: TaskPriority }[] };
}

/** A team roster. */
export interface TeamDemo {
  type: 'team';
  data: { name: Copy; members: readonly { name: string; initials: string; role: Copy }[] };
}

/** A meeting with its agenda. */
export interface MeetingDemo {
  type: 'meeting';
  data: { title: Copy; when: string; agenda: readonly Copy[] };
}

/** A goal with its progress; `percent` is what the bar shows, `progress` says it in words. */
export interface GoalDemo {
  type: 'goal';
  data: { title: Copy; target: Copy; percent: number; progress: Copy };
}

/** One expense line, linked to the goal it serves. */
export interface ExpenseDemo {
  type: 'expense';
  data: { description: Copy; amount: string; category: string; goal: Copy; state: string };
}

/** A budget bar. */
export interface BudgetDemo {
  type: 'budget';
  data: { name: Copy; percent: number; spent: string; remaining: string };
}

export type WorkflowDemoPreview = TasksDemo | TeamDemo | MeetingDemo | GoalDemo | ExpenseDemo | BudgetDemo;

export interface WorkflowStep {
  id: 'tasks' | 'teams' | 'meetings' | 'goals' | 'expenses' | 'budgets';
  title: string;
  /** One sentence for the process overview. */
  summary: Copy;
  icon: IconName;
  color: GradientPair;
  /** Centre of the node, in percent of the stage's width (x) and height (y). */
  position: { x: number; y: number };
  demo: WorkflowDemoPreview;
  /** Two or three short lines written to the message log while the step runs. */
  messages: readonly Copy[];
}

/** In loop order: each step hands its work to the next, and the last back to the first. */
export const WORKFLOW_STEPS: readonly WorkflowStep[] = [
  {
    id: 'tasks',
    title: 'Tasks',
    summary: 'Work is broken into tasks with three-tier priority.',
    icon: 'list',
    color: gradientFor(0),
    position: { x: 50, y: 12 },
    demo: {
      type: 'tasks',
      data: {
        tasks: [
          {
            title: { faith: 'Book the fellowship hall', secular: 'Book the venue' },
            priority: 'high',
          },
          { title: 'Recruit 40 volunteers', priority: 'medium' },
          {
            title: { faith: 'Print the prayer cards', secular: 'Print the sponsor cards' },
            priority: 'low',
          },
        ],
      },
    },
    messages: [
      {
        faith: 'Building fund gala planned: three tasks created',
        secular: 'Spring gala planned: three tasks created',
      },
      'Priorities set: one high, one medium, one low',
    ],
  },
  {
    id: 'teams',
    title: 'Teams',
    summary: {
      faith: 'Each task goes to the ministry team best placed to serve.',
      secular: 'Each task goes to the team best placed to deliver it.',
    },
    icon: 'users',
    color: gradientFor(1),
    position: { x: 86, y: 31 },
    demo: {
      type: 'team',
      data: {
        name: { faith: 'Hospitality ministry', secular: 'Events team' },
        members: [
          { name: 'Grace Thompson', initials: 'GT', role: { faith: 'Ministry lead', secular: 'Team lead' } },
          { name: 'Daniel Reyes', initials: 'DR', role: 'Volunteer coordinator' },
          {
            name: 'Amara Osei',
            initials: 'AO',
            role: { faith: 'Hall and setup', secular: 'Venue and setup' },
          },
        ],
      },
    },
    messages: [
      {
        faith: 'Tasks handed to the hospitality ministry',
        secular: 'Tasks handed to the events team',
      },
      'Daniel Reyes takes on volunteer recruitment',
      {
        faith: 'Amara Osei is booking the fellowship hall',
        secular: 'Amara Osei is booking the venue',
      },
    ],
  },
  {
    id: 'meetings',
    title: 'Meetings',
    summary: 'Teams meet with the agenda already drawn from their open tasks.',
    icon: 'calendar',
    color: gradientFor(2),
    position: { x: 86, y: 69 },
    demo: {
      type: 'meeting',
      data: {
        title: 'Gala planning meeting',
        when: 'Tuesday, 7:00 pm',
        agenda: [
          { faith: 'Opening prayer', secular: 'Venue booking' },
          { faith: 'Fellowship hall booking', secular: 'Volunteer sign-ups' },
          { faith: 'Volunteer sign-ups', secular: 'Sponsor cards' },
        ],
      },
    },
    messages: [
      'Planning meeting set for Tuesday at 7:00 pm',
      "Agenda drawn from the team's three open tasks",
    ],
  },
  {
    id: 'goals',
    title: 'Goals',
    summary: 'Decisions from each meeting roll up into shared goals.',
    icon: 'target',
    color: gradientFor(3),
    position: { x: 50, y: 88 },
    demo: {
      type: 'goal',
      data: {
        title: { faith: 'Building fund gala', secular: 'Spring gala' },
        target: 'Raise $25,000',
        percent: 40,
        progress: { faith: '$10,000 of $25,000 pledged', secular: '$10,000 of $25,000 committed' },
      },
    },
    messages: [
      'Meeting decisions roll up into the $25,000 gala goal',
      { faith: 'Pledges so far: 40% of the target', secular: 'Commitments so far: 40% of the target' },
    ],
  },
  {
    id: 'expenses',
    title: 'Expenses',
    summary: 'Spending is recorded against the goal it serves.',
    icon: 'receipt',
    color: gradientFor(4),
    position: { x: 14, y: 69 },
    demo: {
      type: 'expense',
      data: {
        description: { faith: 'Fellowship hall deposit', secular: 'Venue deposit' },
        amount: '$1,500',
        category: 'Events',
        goal: { faith: 'Building fund gala', secular: 'Spring gala' },
        state: 'Approved',
      },
    },
    messages: [
      { faith: 'Hall deposit of $1,500 recorded', secular: 'Venue deposit of $1,500 recorded' },
      'Expense linked to the gala goal',
    ],
  },
  {
    id: 'budgets',
    title: 'Budgets',
    summary: 'Budgets update as expenses land and shape the next round of tasks.',
    icon: 'pie',
    color: gradientFor(5),
    position: { x: 14, y: 31 },
    demo: {
      type: 'budget',
      data: {
        name: 'Gala budget',
        percent: 38,
        spent: '$1,500 of $4,000 spent',
        remaining: '$2,500 left',
      },
    },
    messages: [
      'Gala budget updated: $1,500 of $4,000 spent',
      {
        faith: 'What is left shapes the next round of ministry tasks',
        secular: 'What is left shapes the next round of tasks',
      },
    ],
  },
];

export type StepStatusLabel = 'complete' | 'active' | 'pending';

/** Everything else the demo says. */
export const WORKFLOW_LABELS = {
  diagramLabel: 'Tasks, Teams, Meetings, Goals, Expenses and Budgets joined in a loop',
  startLabel: 'Start',
  resetLabel: 'Reset',
  /** The controls' accessible names: the visible word first, then which demo (the page has three). */
  startName: 'Start the workflow demo',
  resetName: 'Reset the workflow demo',
  overviewHeading: 'Process overview',
  logHeading: 'Message log',
  logEmpty: 'Press Start and each module reports here as the work reaches it.',
  /** Marks the sample lines the log shows at rest. */
  previewBadge: 'Preview',
  previewHeading: 'Module preview',
  idleTitle: 'Six modules, one loop',
  idlePreviewTitle: { faith: 'One building fund gala', secular: 'One spring gala' },
  idleText: 'Follow it from its first task to the budget that plans the next round.',
  idleStatus: 'Ready. Press Start to follow the work around the loop.',
  completedTitle: 'Loop complete',
  completedStatus: {
    faith: 'Loop complete: the budget now shapes the ministry’s next tasks.',
    secular: 'Loop complete: the budget now shapes the team’s next tasks.',
  },
  stepCounter: (current: number, total: number) => `Step ${current} of ${total}`,
  statusLabels: { complete: 'Complete', active: 'Active', pending: 'Pending' } satisfies Record<
    StepStatusLabel,
    string
  >,
  priorityLabels: { high: 'High', medium: 'Medium', low: 'Low' } satisfies Record<TaskPriority, string>,
  priorityPrefix: 'Priority',
  agendaLabel: 'Agenda',
} as const;

/** Where the demo is shown: the home page's demo sections, in this order. */
export const DEMO: DemoPlacement = {
  page: 'home',
  order: 3,
  section: {
    id: 'demo-workflow',
    eyebrow: 'Unified workflow',
    heading: 'Six modules, one connected loop',
    lead: 'Work flows from tasks to teams, meetings, goals, expenses and budgets, and back to the next tasks, without anyone re-typing it.',
  },
};

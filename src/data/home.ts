/**
 * Copy of the home page (SPEC sections 1 and 2), one export per section, in page order. The
 * feature cards live in features.ts and the consulting section in consulting.ts.
 */
import type { IconName } from '../components/ui/icon-paths.ts';
import type { Mode } from '../lib/mode.ts';
import type { Copy, DualText } from './types.ts';

/** The heading block every page section starts with. */
export interface SectionCopy {
  /** In-page anchor, unique on the page. */
  id: string;
  eyebrow?: Copy;
  heading: Copy;
  lead?: Copy;
}

export interface LinkAction {
  label: string;
  href: string;
}

export const REQUEST_ACCESS: LinkAction = { label: 'Request Access', href: '/request-access' };

export interface HeroCopy {
  id: string;
  eyebrow: Copy;
  headline: Copy;
  lead: Copy;
  /** Short claims shown as a row of badges under the buttons. */
  highlights: readonly Copy[];
}

export const HERO: HeroCopy & {
  /** Both variants spelled out, so tests can name the heading of each mode. */
  headline: DualText;
  requestAccess: LinkAction;
  bookDemo: string;
  modeHint: Copy;
  highlightsLabel: string;
} = {
  id: 'hero',
  eyebrow: 'Early access now open',
  headline: {
    faith: 'Run your whole ministry from one place',
    secular: 'Run your whole nonprofit from one place',
  },
  lead: {
    faith:
      'Kindred brings members, volunteers, events, giving and communications together, with AI assistants that handle the busywork, so pastors and volunteers spend their hours serving people.',
    secular:
      'Kindred brings supporters, volunteers, programs, donations and communications together, with AI assistants that handle the busywork, so staff and volunteers spend their hours on the mission.',
  },
  requestAccess: REQUEST_ACCESS,
  bookDemo: 'Book a Demo',
  modeHint: {
    faith: 'You are seeing Kindred for ministries.',
    secular: 'You are seeing Kindred for nonprofits.',
  },
  highlightsLabel: 'Why teams trust Kindred',
  highlights: ['Save up to 60% of planning time', '99.9% uptime', 'SOC 2, HIPAA, GDPR and CCPA compliant'],
};

export interface ModeOption {
  mode: Mode;
  title: string;
  description: string;
  points: readonly string[];
  icon: IconName;
}

export const MODE_CHOOSER: SectionCopy & {
  options: readonly [ModeOption, ModeOption];
  selectedLabel: string;
  selectLabel: string;
} = {
  id: 'choose-mode',
  eyebrow: 'Two modes, one platform',
  heading: 'Choose the language of your organization',
  lead: 'Kindred speaks the words your people use. Pick a mode and the wording and colours across the site follow it; you can switch at any time.',
  options: [
    {
      mode: 'faith',
      title: 'Faith-based',
      description: 'For churches, ministries and faith-based nonprofits that care for a congregation.',
      points: [
        'Prayer Wall & Request Tracking',
        'Ministry Team Coordination',
        'Tithing Calculator & Reports',
      ],
      icon: 'heart',
    },
    {
      mode: 'secular',
      title: 'Secular',
      description: 'For nonprofits, charities and community organizations that serve supporters and clients.',
      points: ['ESG/SDG Impact Reporting', 'Grant Management Tools', 'Program Outcome Tracking'],
      icon: 'globe',
    },
  ],
  selectedLabel: 'Current mode',
  selectLabel: 'Select this mode',
};

export const FEATURES_SECTION: SectionCopy & { modulesHeading: string; aiToolsHeading: string } = {
  id: 'features',
  eyebrow: 'Features',
  heading: {
    faith: 'Everything your ministry runs on',
    secular: 'Everything your nonprofit runs on',
  },
  lead: {
    faith:
      'Eight core modules and three AI tools share one set of data, so a new member, a gift or a serving shift shows up everywhere at once.',
    secular:
      'Eight core modules and three AI tools share one set of data, so a new supporter, a donation or a volunteer shift shows up everywhere at once.',
  },
  modulesHeading: 'Core modules',
  aiToolsHeading: 'AI tools',
};

/** A chat message of the assistant demo (SPEC section 3). */
export interface ChatMessage {
  type: 'user' | 'grace';
  text: Copy;
}

export interface AssistantStill {
  windowTitle: string;
  status: string;
  commandsLabel: string;
  commands: readonly { id: string; label: Copy; icon: IconName }[];
  /** The default scenario (SPEC section 4): its card is highlighted and its first message shown. */
  activeCommandId: string;
  firstMessage: ChatMessage;
  senderNames: Record<ChatMessage['type'], string>;
  composerHint: string;
}

export const DEMO_ASSISTANT: SectionCopy & { still: AssistantStill } = {
  id: 'demo-assistant',
  eyebrow: 'Grace Assistant',
  heading: 'Ask in plain words, and the work gets done',
  lead: {
    faith:
      'Tell Grace what your ministry needs: find members, draft a newsletter, fill serving rotations or plan a giving campaign.',
    secular:
      'Tell Grace what your organization needs: find supporters, draft a newsletter, fill volunteer shifts or plan a fundraiser.',
  },
  still: {
    windowTitle: 'Grace Assistant',
    status: 'Online',
    commandsLabel: 'Try a command',
    commands: [
      { id: 'members', label: { faith: 'Find members', secular: 'Find supporters' }, icon: 'search' },
      { id: 'newsletter', label: 'Draft a newsletter', icon: 'mail' },
      { id: 'volunteers', label: 'Schedule volunteers', icon: 'users' },
      {
        id: 'fundraising',
        label: { faith: 'Plan a giving campaign', secular: 'Plan a fundraiser' },
        icon: 'gift',
      },
    ],
    activeCommandId: 'fundraising',
    firstMessage: {
      type: 'user',
      text: {
        faith: 'Help me plan our building fund gala. Our target is $25,000.',
        secular: 'Help me plan our spring gala. Our target is $25,000.',
      },
    },
    senderNames: { user: 'You', grace: 'Grace' },
    composerHint: 'Ask Grace anything…',
  },
};

export interface IdeaPhase {
  id: 'grace' | 'storybuilder' | 'email';
  title: string;
  caption: string;
  icon: IconName;
}

export interface IdeaStill {
  progressLabel: string;
  phases: readonly [IdeaPhase, IdeaPhase, IdeaPhase];
  promptLabel: string;
  prompt: Copy;
  waiting: string;
}

export const DEMO_IDEA: SectionCopy & { still: IdeaStill } = {
  id: 'demo-idea',
  eyebrow: 'From idea to implementation',
  heading: 'One sentence in, a ready-to-send email out',
  lead: 'Grace drafts the message, Storybuilder shapes it into your organization’s voice and the Communications Hub gets it ready to send, with no copying between tools.',
  still: {
    progressLabel: 'Step 1 of 9',
    phases: [
      { id: 'grace', title: 'Grace Assistant', caption: 'Drafts the message', icon: 'sparkles' },
      { id: 'storybuilder', title: 'Storybuilder', caption: 'Shapes the story', icon: 'pen' },
      { id: 'email', title: 'Communications', caption: 'Gets it ready to send', icon: 'send' },
    ],
    promptLabel: 'Your idea',
    prompt: {
      faith: 'Write an email inviting our congregation to serve at the Easter community outreach.',
      secular: 'Write an email inviting our supporters to volunteer at the spring food drive.',
    },
    waiting: 'Waiting for the previous step',
  },
};

/** A node of the workflow loop; x and y are percentages of the diagram (SPEC section 2). */
export interface WorkflowNode {
  id: string;
  title: string;
  summary: Copy;
  icon: IconName;
  x: number;
  y: number;
}

export interface WorkflowStill {
  diagramLabel: string;
  overviewHeading: string;
  /** In loop order: each node links to the next and the last back to the first. */
  nodes: readonly WorkflowNode[];
}

export const DEMO_WORKFLOW: SectionCopy & { still: WorkflowStill } = {
  id: 'demo-workflow',
  eyebrow: 'Unified workflow',
  heading: 'Six modules, one connected loop',
  lead: 'Work flows from tasks to teams, meetings, goals, expenses and budgets, and back to the next tasks, without anyone re-typing it.',
  still: {
    diagramLabel: 'Tasks, Teams, Meetings, Goals, Expenses and Budgets joined in a loop',
    overviewHeading: 'Process overview',
    nodes: [
      {
        id: 'tasks',
        title: 'Tasks',
        summary: 'Work is broken into tasks with three-tier priority.',
        icon: 'list',
        x: 50,
        y: 12,
      },
      {
        id: 'teams',
        title: 'Teams',
        summary: {
          faith: 'Each task goes to the ministry team best placed to serve.',
          secular: 'Each task goes to the team best placed to deliver it.',
        },
        icon: 'users',
        x: 86,
        y: 31,
      },
      {
        id: 'meetings',
        title: 'Meetings',
        summary: 'Teams meet with the agenda already drawn from their open tasks.',
        icon: 'calendar',
        x: 86,
        y: 69,
      },
      {
        id: 'goals',
        title: 'Goals',
        summary: 'Decisions from each meeting roll up into shared goals.',
        icon: 'target',
        x: 50,
        y: 88,
      },
      {
        id: 'expenses',
        title: 'Expenses',
        summary: 'Spending is recorded against the goal it serves.',
        icon: 'receipt',
        x: 14,
        y: 69,
      },
      {
        id: 'budgets',
        title: 'Budgets',
        summary: 'Budgets update as expenses land and shape the next round of tasks.',
        icon: 'pie',
        x: 14,
        y: 31,
      },
    ],
  },
};

export const GET_STARTED: SectionCopy & { requestAccess: LinkAction; contactLabel: string } = {
  id: 'get-started',
  heading: {
    faith: 'Give your ministry its hours back',
    secular: 'Give your team its hours back',
  },
  lead: 'Join the early-access waitlist today and save up to 60% of your planning time, or tell us what your organization needs and we will show you around.',
  requestAccess: REQUEST_ACCESS,
  contactLabel: 'Get Started Today',
};

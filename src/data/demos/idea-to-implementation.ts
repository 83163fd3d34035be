/**
 * The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo): one sentence goes
 * to Grace, who drafts an email; Storybuilder polishes it; the Communications composer gets it
 * ready to send. Timings, steps and every word of copy live here; the machine and the player only
 * read them.
 */
import type { IconName } from '../icon-paths.ts';
import type { Copy, Mode } from '../types.ts';
import type { DemoPlacement } from './index.ts';

export type IdeaPhaseId = 'grace' | 'storybuilder' | 'email';

/** A demo step: the phase it belongs to, its name and how long it lasts. */
export interface DemoStep {
  phase: IdeaPhaseId;
  name: string;
  durationMs: number;
}

/** A demo email: subject and body, differing by mode. */
export interface DemoEmail {
  subject: string;
  body: string;
}

export interface IdeaPhase {
  id: IdeaPhaseId;
  title: string;
  caption: string;
  icon: IconName;
  /** Shown PHASE_TOAST_DELAY_MS after the demo enters this phase. */
  toast: string;
  /** What the panel says before anything reaches it. */
  waiting: string;
}

/** Multiplies the pace of every step; the demo plays at 1. */
export const SPEED_FACTOR = 1;

/** The phase toast appears this long after a phase change... */
export const PHASE_TOAST_DELAY_MS = 500;

/** ...and stays this long. */
export const PHASE_TOAST_MS = 4000;

/** Content reaches the Storybuilder editor this far through the transfer step (half its time). */
export const EDITOR_TRANSFER_SHARE = 0.5;

/** The dots that fly from one tool to the next while content is transferred. */
export const PARTICLE_COUNT = 8;

/** How long one burst of particles takes from the first take-off to the last landing. */
export const PARTICLE_BURST_MS = 2000;

/** Each particle leaves this much later than the one before it. */
export const PARTICLE_STAGGER_MS = 100;

/**
 * The step whose transfer fills the Storybuilder editor
 * (docs/product.md#idea-to-implementation-demo: step 4).
 */
export const EDITOR_TRANSFER_STEP = 4;

/**
 * The step whose transfer moves the story to the email composer
 * (docs/product.md#idea-to-implementation-demo: step 6).
 */
export const COMPOSER_TRANSFER_STEP = 6;

/** The nine steps in order; durations from docs/product.md#idea-to-implementation-demo. */
export const IDEA_STEPS: readonly DemoStep[] = [
  { phase: 'grace', name: 'You share an idea with Grace', durationMs: 1000 },
  { phase: 'grace', name: 'Grace is writing', durationMs: 2000 },
  { phase: 'grace', name: 'Grace drafts the email', durationMs: 3000 },
  { phase: 'grace', name: 'The draft is ready for Storybuilder', durationMs: 2000 },
  { phase: 'storybuilder', name: 'The draft moves to the Storybuilder editor', durationMs: 2000 },
  { phase: 'storybuilder', name: 'Storybuilder shapes the story', durationMs: 3000 },
  { phase: 'email', name: 'The story moves to the email composer', durationMs: 2000 },
  { phase: 'email', name: 'The composer fills in recipients and content', durationMs: 1000 },
  { phase: 'email', name: 'The email is ready to send', durationMs: 1000 },
];

export const IDEA_PHASES: readonly IdeaPhase[] = [
  {
    id: 'grace',
    title: 'Grace Assistant',
    caption: 'Drafts the message',
    icon: 'sparkles',
    toast: 'Grace Assistant at Work',
    waiting: 'Press Start to share an idea with Grace.',
  },
  {
    id: 'storybuilder',
    title: 'Storybuilder',
    caption: 'Shapes the story',
    icon: 'pen',
    toast: 'Storybuilder Processing',
    waiting: 'Grace’s draft arrives here to be shaped into a story.',
  },
  {
    id: 'email',
    title: 'Communications',
    caption: 'Gets it ready to send',
    icon: 'send',
    toast: 'Communications Ready',
    waiting: 'The finished email lands in the composer.',
  },
];

/** The sentence the visitor "types" to Grace at step 0. */
export const IDEA_PROMPT: Copy = {
  faith: 'Write an email inviting our serving team to help at the Easter community outreach.',
  secular: 'Write an email inviting our volunteers to help at the spring food drive.',
};

/** Grace's first draft (step 2): clear and complete, but plain. */
export const GENERATED_EMAIL: Record<Mode, DemoEmail> = {
  faith: {
    subject: 'Serve with us at the Easter community outreach',
    body: 'Hi everyone, our Easter community outreach is on Saturday morning. We need hands at the welcome table, in the food pantry and in the children’s corner. Reply to this email to choose where you would like to serve. Thank you!',
  },
  secular: {
    subject: 'Volunteer at the spring food drive',
    body: 'Hi everyone, our spring food drive is on Saturday morning. We need volunteers to sort donations, pack boxes and greet donors. Reply to this email to pick a shift. Thank you!',
  },
};

/** Storybuilder's version (step 5): the same facts, told as a story in the organization's voice. */
export const POLISHED_EMAIL: Record<Mode, DemoEmail> = {
  faith: {
    subject: 'This Easter, be the welcome someone is waiting for',
    body: 'Every Easter, neighbors walk through our doors hoping for a warm meal and a friendly face. This Saturday morning, you can be that face: at the welcome table, in the food pantry or in the children’s corner. Reply to choose your place, and let’s share His love together.',
  },
  secular: {
    subject: 'One Saturday morning, a fuller table for every neighbor',
    body: 'Every box we pack at the spring food drive ends up on a family’s table in our neighborhood. This Saturday morning, you can make it happen: sort donations, pack boxes or welcome donors at the door. Reply to pick your shift, and let’s fill every shelf together.',
  },
};

/**
 * Who the composer addresses at step 7 (docs/product.md#idea-to-implementation-demo: 42 recipients
 * in faith mode, 12 in secular).
 */
export const COMPOSER_RECIPIENTS: Copy = {
  faith: 'Easter serving team (42 members)',
  secular: 'Food drive volunteers (12 supporters)',
};

/** Every label of the player; none of them differs by mode. */
export const IDEA_LABELS = {
  demoLabel: 'Idea-to-implementation demo',
  controlsLabel: 'Demo controls',
  start: 'Start',
  replay: 'Replay',
  pause: 'Pause',
  reset: 'Reset',
  /** The controls' accessible names: the visible word first, then which demo (the page has three). */
  names: {
    start: 'Start the idea demo',
    replay: 'Replay the idea demo',
    pause: 'Pause the idea demo',
    reset: 'Reset the idea demo',
  },
  progressLabel: 'Demo progress',
  idleStatus: 'Ready: press Start to watch an idea become an email',
  stepStatus: (step: number, total: number, name: string) => `Step ${step} of ${total}: ${name}`,
  pausedSuffix: '(paused)',
  completed: 'Demo Completed Successfully!',
  promptSender: 'You',
  graceSender: 'Grace',
  graceTyping: 'Grace is writing',
  subjectLabel: 'Subject',
  implementButton: 'Implement to Storybuilder',
  editorIncoming: 'Receiving Grace’s draft',
  draftBadge: 'Draft from Grace',
  polishedBadge: 'Polished by Storybuilder',
  composerIncoming: 'Receiving the story from Storybuilder',
  recipientsLabel: 'To',
  readyToSend: 'Ready to Send',
  phaseDone: 'Done',
  phaseActive: 'Working',
  /** The resting layer: each tool shows its finished output before Start and after Reset. */
  previewBadge: 'Preview',
  previewLabel: 'Preview of the finished result',
  /** The row of tools, which scrolls sideways on narrow screens to keep the working one in view. */
  toolsLabel: 'Grace Assistant, Storybuilder and Communications',
} as const;

/** Where the demo is shown: the home page's demo sections, in this order. */
export const DEMO: DemoPlacement = {
  page: 'home',
  order: 2,
  section: {
    id: 'demo-idea',
    eyebrow: 'From idea to implementation',
    heading: 'One sentence in, a ready-to-send email out',
    lead: 'Grace drafts the message, Storybuilder shapes it into your organization’s voice and the Communications Hub gets it ready to send, with no copying between tools.',
  },
};

/**
 * The shape of a module marketing page (docs/product.md#module-pages): one template, fed by one of
 * these per route.
 */
import type { IconName } from '../icon-paths.ts';
import type { ScenarioSetId } from '../demos/assistant-chat.ts';
import type { Copy, DualText } from '../types.ts';

/** The route slugs of the module pages, in the order of the shared route map. */
export const MODULE_SLUGS = [
  'events',
  'communications',
  'volunteers',
  'finances',
  'resources',
  'grace-assistant',
  'storybuilder',
  'management',
  'grant-scanner',
  'member',
  'noa-ai',
] as const;

export type ModuleSlug = (typeof MODULE_SLUGS)[number];

/** A feature card; its gradient comes from its position (gradientFor), not from the data. */
export interface ModuleFeature {
  icon: IconName;
  title: Copy;
  description: Copy;
}

/**
 * A column of the Organizational Benefits section (docs/product.md#module-pages, Organizational
 * Benefits).
 */
export interface BenefitGroup {
  title: Copy;
  items: readonly Copy[];
}

interface SectionBase {
  /** In-page anchor, unique on the page. */
  id: string;
  heading: Copy;
  lead?: Copy;
}

/** Named items, each with a short description; `code` is a literal shown as text (e.g. a route). */
export interface ItemsSection extends SectionBase {
  kind: 'items';
  items: readonly { name: Copy; description: Copy; code?: string }[];
}

/** An ordered process: the step number is its position. */
export interface StepsSection extends SectionBase {
  kind: 'steps';
  steps: readonly { title: Copy; description: Copy }[];
}

/** Short labels shown as a cloud of pills (file types, grant categories). */
export interface TagsSection extends SectionBase {
  kind: 'tags';
  tags: readonly Copy[];
}

/**
 * A live assistant chat demo playing one scenario set, with the modules it draws on as pills
 * beneath it (the same `tags` a tags section has).
 */
export interface AssistantDemoSection extends SectionBase {
  kind: 'assistant-demo';
  scenarioSet: ScenarioSetId;
  tags: readonly Copy[];
}

export type ModuleSection = ItemsSection | StepsSection | TagsSection | AssistantDemoSection;

/** A row of a module's product picture: an item on the module's own screen and its state. */
export interface ModuleVisualRow {
  label: Copy;
  detail: Copy;
  status: Copy;
}

/**
 * The product picture in a module's hero (ModuleVisual.astro): the module's own screen, drawn from
 * these words by one shared component, so each page shows its module without a picture to fetch.
 */
export interface ModuleVisual {
  /** The screen's name in the window bar, e.g. "Events · Upcoming". */
  screen: Copy;
  /** The figure the screen leads with. */
  metric: { label: Copy; value: string };
  rows: readonly [ModuleVisualRow, ModuleVisualRow, ModuleVisualRow];
}

export interface ModulePage {
  slug: ModuleSlug;
  /** The module's icon, shown above the hero title. */
  icon: IconName;
  /**
   * The page's <title> (the layout appends the site name) and meta description: mode-neutral, as
   * search engines read them. `modeTitle`: the tab's title in each mode, where the name differs.
   */
  meta: { title: string; modeTitle?: DualText; description: string };
  hero: {
    /** A short label above the title, e.g. "AI tool". */
    eyebrow: Copy;
    /** The module's name: the page's one h1. */
    title: Copy;
    subtitle: Copy;
    /**
     * The hero's Get Started button is optional (docs/product.md#module-pages); it shows unless
     * this is false.
     */
    getStarted?: boolean;
  };
  visual: ModuleVisual;
  features: {
    heading: Copy;
    lead?: Copy;
    items: readonly ModuleFeature[];
  };
  /** Optional Organizational Benefits section: exactly three columns. */
  benefits?: {
    lead?: Copy;
    groups: readonly [BenefitGroup, BenefitGroup, BenefitGroup];
  };
  sections: readonly ModuleSection[];
  cta: { heading: Copy; body: Copy };
}

/** Length limits the unit test holds every page to, so copy fits its layout. */
export const COPY_LIMITS = {
  metaTitle: 60,
  metaDescriptionMin: 70,
  metaDescription: 160,
  heroTitle: 40,
  heroSubtitle: 240,
  featureTitle: 40,
  featureDescription: 200,
  heading: 80,
  minFeatures: 3,
} as const;

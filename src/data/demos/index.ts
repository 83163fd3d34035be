/**
 * The registry of scripted demos, read from this folder: every data file here exports DEMO, the
 * page it is shown on and its section's heading block, so adding a demo edits no list. Its host is
 * found by name (HostedDemos.astro): `volunteer-signup.ts` is shown by
 * `src/components/demos/<folder>/VolunteerSignupDemo.astro`.
 */
import type { SectionCopy } from '../home.ts';
import type { ModuleSlug } from '../modules/types.ts';

export type DemoPage = 'home' | ModuleSlug;

export interface DemoPlacement {
  /** The home page, or the slug of the module page that shows it after its own sections. */
  page: DemoPage;
  /** Its place among the demos of its page. */
  order: number;
  section: SectionCopy;
}

export interface DemoEntry extends DemoPlacement {
  /** The data file's name, e.g. `assistant-chat`. */
  name: string;
}

const placements = import.meta.glob<DemoPlacement | undefined>(['./*.ts', '!./index.ts'], {
  eager: true,
  import: 'DEMO',
});

export const DEMOS: readonly DemoEntry[] = Object.entries(placements)
  .flatMap(([path, demo]) => (demo ? [{ name: path.slice(2, -3), ...demo }] : []))
  .sort((a, b) => a.order - b.order);

/** The demos a page shows, in order. */
export const demosOn = (page: DemoPage): DemoEntry[] => DEMOS.filter((demo) => demo.page === page);

/** The host component's file name for a demo's data file: `idea-to-implementation` → `IdeaToImplementationDemo.astro`. */
export const hostFileName = (name: string): string =>
  `${name.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Demo.astro`;

/**
 * The module marketing pages (docs/product.md#module-pages), in the order of the shared route map.
 * The dynamic route src/pages/[module].astro renders one page per entry: adding a module means
 * adding data here.
 */
import { COMMUNICATIONS_PAGE } from './communications.ts';
import { EVENTS_PAGE } from './events.ts';
import { FINANCES_PAGE } from './finances.ts';
import { GRACE_ASSISTANT_PAGE } from './grace-assistant.ts';
import { GRANT_SCANNER_PAGE } from './grant-scanner.ts';
import { MANAGEMENT_PAGE } from './management.ts';
import { MEMBER_PAGE } from './member.ts';
import { NOA_AI_PAGE } from './noa-ai.ts';
import { RESOURCES_PAGE } from './resources.ts';
import { STORYBUILDER_PAGE } from './storybuilder.ts';
import type { ModulePage } from './types.ts';
import { VOLUNTEERS_PAGE } from './volunteers.ts';

export type {
  BenefitGroup,
  ItemsSection,
  ModuleFeature,
  ModulePage,
  ModuleSection,
  ModuleSlug,
  ModuleVisual,
  ModuleVisualRow,
  StepsSection,
  TagsSection,
} from './types.ts';
export { COPY_LIMITS, MODULE_SLUGS } from './types.ts';

export const MODULE_PAGES: readonly ModulePage[] = [
  EVENTS_PAGE,
  COMMUNICATIONS_PAGE,
  VOLUNTEERS_PAGE,
  FINANCES_PAGE,
  RESOURCES_PAGE,
  GRACE_ASSISTANT_PAGE,
  STORYBUILDER_PAGE,
  MANAGEMENT_PAGE,
  GRANT_SCANNER_PAGE,
  MEMBER_PAGE,
  NOA_AI_PAGE,
];

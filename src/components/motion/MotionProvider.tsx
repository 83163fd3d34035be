/**
 * Wraps an island that animates with motion's `m` components: their animation features load on
 * demand (src/lib/motion-features.ts), and every animation honours the visitor's reduced-motion
 * setting (transforms are skipped, fades kept, so the same information shows either way). Until
 * the features arrive, `m` elements render in their target state without moving.
 */
import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

const loadFeatures = () => import('../../lib/motion-features.ts').then((module) => module.default);

export default function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

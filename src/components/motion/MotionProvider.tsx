/**
 * Wraps an island that animates with motion's `m` components: their animation features load on
 * demand (src/lib/motion-features.ts), never before the island hydrates. Under the visitor's
 * reduced-motion setting nothing moves or fades: every animation jumps to its end, so the same
 * states and information show without movement. Until the features arrive, `m` elements render
 * in their target state.
 */
import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';

const loadFeatures = () => import('../../lib/motion-features.ts').then((module) => module.default);

export default function MotionProvider({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion();
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" skipAnimations={reduced}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

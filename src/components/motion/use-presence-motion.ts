/**
 * Entering and leaving for a child of motion's AnimatePresence, played with motion's small
 * `animate`: the element enters as it mounts; when it is removed, AnimatePresence keeps it until
 * its exit has played. Under reduced motion, or without a movement, it appears and goes at once.
 *
 * Leaving never waits on an animation alone: AnimatePresence ignores a removal it has not yet
 * marked as leaving, and it marks it in its own layout effect, which runs after this child's. So
 * an immediate removal is reported from a passive effect (after every layout effect), and an
 * animated one also by a timer at the movement's end, should the animation's promise not settle.
 */
import { usePresence } from 'motion/react';
import { useAnimate } from 'motion/react-mini';
import { useEffect, useLayoutEffect } from 'react';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion.ts';
import type { Movement } from './presets.ts';

/** How much longer than its movement a leaving element may take before it is removed anyway. */
const EXIT_GRACE_MS = 100;

function movementMs({ options }: Movement): number {
  // Our movements give plain numbers (presets.ts); a staggered delay counts as none.
  const delay = typeof options.delay === 'number' ? options.delay : 0;
  return ((options.duration ?? 0.3) + delay) * 1000;
}

export function usePresenceMotion<T extends Element>(enter: Movement | null, exit: Movement | null) {
  const [isPresent, safeToRemove] = usePresence();
  const [scope, animate] = useAnimate<T>();
  const reduced = useReducedMotion();
  const leavesAtOnce = reduced || !exit;

  useLayoutEffect(() => {
    const element = scope.current;
    if (isPresent) {
      if (reduced || !element || !enter) return;
      const controls = animate(element, enter.keyframes, enter.options);
      return () => controls.stop();
    }
    if (leavesAtOnce || !element) return;
    const controls = animate(element, exit.keyframes, exit.options);
    void controls.then(() => safeToRemove?.());
    const backstop = setTimeout(() => safeToRemove?.(), movementMs(exit) + EXIT_GRACE_MS);
    return () => {
      controls.stop();
      clearTimeout(backstop);
    };
    // Enter once and leave once: only presence decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPresent]);

  useEffect(() => {
    if (!isPresent && (leavesAtOnce || !scope.current)) safeToRemove?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPresent]);

  return scope;
}

/**
 * Entering and leaving for a child of motion's AnimatePresence, played with motion's small
 * `animate`: the element enters as it mounts; when it is removed, AnimatePresence keeps it until
 * its exit has played. Under reduced motion, or without a movement, it appears and goes at once.
 */
import { usePresence } from 'motion/react';
import { useAnimate } from 'motion/react-mini';
import { useLayoutEffect } from 'react';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion.ts';
import type { Movement } from './presets.ts';

export function usePresenceMotion<T extends Element>(enter: Movement | null, exit: Movement | null) {
  const [isPresent, safeToRemove] = usePresence();
  const [scope, animate] = useAnimate<T>();
  const reduced = useReducedMotion();

  useLayoutEffect(() => {
    const element = scope.current;
    if (isPresent) {
      if (reduced || !element || !enter) return;
      const controls = animate(element, enter.keyframes, enter.options);
      return () => controls.stop();
    }
    if (reduced || !element || !exit) {
      safeToRemove?.();
      return;
    }
    const controls = animate(element, exit.keyframes, exit.options);
    void controls.then(() => safeToRemove?.());
    return () => controls.stop();
    // Enter once and leave once: only presence decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPresent]);

  return scope;
}

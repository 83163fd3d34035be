/**
 * An element that plays an entrance as it mounts (useEnter, below): a chat bubble, a demo's output, a
 * carousel slide. `enabled` false keeps an element that was already in the page's HTML still.
 */
import { useAnimate } from 'motion/react-mini';
import { useLayoutEffect, type ReactNode } from 'react';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion.ts';
import type { Movement } from './presets.ts';

export interface EnterProps {
  as?: 'div' | 'li' | 'p';
  movement: Movement;
  enabled?: boolean;
  className?: string;
  'aria-hidden'?: boolean;
  children: ReactNode;
}

export default function Enter({ as: Tag = 'div', movement, enabled = true, children, ...rest }: EnterProps) {
  const ref = useEnter<HTMLElement & HTMLDivElement & HTMLLIElement & HTMLParagraphElement>(
    movement,
    enabled,
  );
  return (
    <Tag ref={ref} {...rest}>
      {children}
    </Tag>
  );
}

/**
 * Plays an element's entrance with motion's small `animate` when it mounts, before its first paint
 * (a layout effect, so it never shows in place and then jumps back). Off under reduced motion, where
 * the element simply appears, and for an element that was already in the page's HTML (`enabled`
 * false while hydrating), which must not fade out and in again.
 */

function useEnter<T extends Element>(movement: Movement, enabled = true) {
  const [scope, animate] = useAnimate<T>();
  const reduced = useReducedMotion();
  const play = enabled && !reduced;
  useLayoutEffect(() => {
    if (!play || !scope.current) return;
    const controls = animate(scope.current, movement.keyframes, movement.options);
    return () => controls.stop();
    // Once, at mount: a later change of preference or props does not replay the entrance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return scope;
}

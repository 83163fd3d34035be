/**
 * The islands' movements, as keyframes for motion's small `animate` (WAAPI). One place for how
 * things enter and leave, so every island moves the same way. Durations are in seconds, as motion
 * takes them. Nothing here plays under reduced motion (see Enter.tsx, use-presence-motion.ts).
 */
import type { AnimationOptions, DOMKeyframesDefinition } from 'motion/react';

export interface Movement {
  keyframes: DOMKeyframesDefinition;
  options: AnimationOptions;
}

/** A chat bubble, the typing indicator, a demo output: rises a little into place. */
export const RISE_IN: Movement = {
  keyframes: { opacity: [0, 1], transform: ['translateY(8px)', 'none'] },
  options: { duration: 0.3, ease: 'easeOut' },
};

/** A carousel slide: comes in from the side it moves towards. */
export const SLIDE_IN: Movement = {
  keyframes: { opacity: [0, 1], transform: ['translateX(24px)', 'none'] },
  options: { duration: 0.3, ease: 'easeOut' },
};

/** A label pinned to an edge (the idea demo's phase toast): drops into place. */
export const DROP_IN: Movement = {
  keyframes: { opacity: [0, 1], transform: ['translateY(-4px)', 'none'] },
  options: { duration: 0.3, ease: 'easeOut' },
};

/** A dialog's panel: rises and grows into place, and leaves the way it came. */
export const PANEL_IN: Movement = {
  keyframes: { opacity: [0, 1], transform: ['translateY(24px) scale(0.98)', 'none'] },
  options: { duration: 0.2, ease: 'easeOut' },
};
export const PANEL_OUT: Movement = {
  keyframes: { opacity: [1, 0], transform: ['none', 'translateY(24px) scale(0.98)'] },
  options: { duration: 0.15, ease: 'easeIn' },
};

/** A toast: rises in from the bottom edge and sinks back out. */
export const TOAST_IN: Movement = {
  keyframes: { opacity: [0, 1], transform: ['translateY(16px)', 'none'] },
  options: { duration: 0.2, ease: 'easeOut' },
};
export const TOAST_OUT: Movement = {
  keyframes: { opacity: [1, 0], transform: ['none', 'translateY(16px)'] },
  options: { duration: 0.15, ease: 'easeIn' },
};

/** Something taking up work (a workflow node, an idea panel): swells once. */
export const POP: Movement = {
  keyframes: { transform: ['scale(1)', 'scale(1.15)', 'scale(1)'] },
  options: { duration: 0.4, ease: 'easeOut' },
};
export const SWELL: Movement = {
  keyframes: { transform: ['scale(1)', 'scale(1.015)', 'scale(1)'] },
  options: { duration: 0.5, ease: 'easeOut' },
};

/** The halo around the workflow's active node: swells and fades, again and again. */
export const HALO_PULSE: Movement = {
  keyframes: { opacity: [0.6, 0], transform: ['scale(1)', 'scale(1.6)'] },
  options: { duration: 1.6, ease: 'easeOut', repeat: Infinity },
};

/**
 * Runs the islands' effects right after a render is committed, as React does after a click.
 * Preact waits for the next animation frame instead, so a demo's clock, an animation or a
 * subscription started in an effect would begin up to a frame late (and in a hidden tab only
 * after a fallback timeout), and a visitor's Play could miss the moment it was pressed; the demos
 * are specified to the millisecond. The renderer imports this before any island renders
 * (integrations/islands.ts).
 */
import { options } from 'preact';

options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);

/**
 * motion's animation features (animate, exit, variants, hover and tap), loaded by MotionProvider
 * only when an island that animates mounts, so they are never in the path to first paint nor in
 * the code an island needs to hydrate. domAnimation, not domMax: no island uses layout animation
 * or drag.
 */
export { domAnimation as default } from 'motion/react';

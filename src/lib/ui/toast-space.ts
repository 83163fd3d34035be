/**
 * Room for the toasts, so that none covers a control. The toast list publishes the height of its
 * stack as the CSS property --toast-stack-height on <html> (0 without toasts), and the layout
 * keeps that much free: Toaster.astro adds it below the page, so the last row of a list or the
 * footer can always be scrolled above the toasts, and the request dialog ends above them. A page
 * scrolled to its end stays at its end as the room grows, so the content there moves up out of
 * the toasts' way instead of being covered; a page at its top stays where it is.
 */
import { isPageScrollLocked } from './page-scroll-lock.ts';

export const TOAST_STACK_HEIGHT_PROPERTY = '--toast-stack-height';

function currentRoom(root: HTMLElement): number {
  return Number.parseFloat(root.style.getPropertyValue(TOAST_STACK_HEIGHT_PROPERTY)) || 0;
}

export function reserveToastSpace(height: number): void {
  const root = document.documentElement;
  const previous = currentRoom(root);
  if (height === previous) return;
  // Measured before the room changes: one pixel of slack for fractional scroll positions. A page
  // at its top is not "at its end", even when it fits the window: moving it would hide its header
  // (the admin right after sign-in).
  const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 1;
  // Focus just moved up the page (a refused form focusing its first field) and the page is on its
  // way there: following the end would cancel that scroll and leave the field out of sight.
  const focused = document.activeElement;
  const headingUp =
    focused instanceof HTMLElement && focused !== document.body && focused.getBoundingClientRect().top < 0;
  root.style.setProperty(TOAST_STACK_HEIGHT_PROPERTY, `${height}px`);
  if (height > previous && atEnd && !headingUp && !isPageScrollLocked()) {
    window.scrollBy({ top: height - previous, behavior: 'instant' });
  }
}

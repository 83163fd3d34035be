/**
 * Puts focus on `target` when nothing holds it: the control that had it was removed or disabled
 * (a status button that no longer applies, a sign-in form that gave way to the dashboard), which
 * leaves focus on <body> and a keyboard or screen-reader user at the top of the page. Focus the
 * user moved elsewhere in the meantime is left where it is.
 */
export function focusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (target && (active === null || active === document.body)) target.focus();
}

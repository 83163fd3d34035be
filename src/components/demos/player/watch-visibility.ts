/**
 * Whether a demo can be seen: its element is on screen and the tab is visible. Demos that loop by
 * themselves pause otherwise, so an idle visitor's CPU stays idle. Plain DOM, so the unit tests can
 * drive it with a stand-in observer and document.
 */

/**
 * Tells `onChange` whether the demo can be seen, at once (off screen until the observer says
 * otherwise) and after every scroll into or out of view and every tab change; returns the stop.
 */
export function watchVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  let onScreen = false;
  let tabVisible = true;
  const report = () => onChange(onScreen && tabVisible);

  // The default threshold, 0: a sliver on screen is enough to keep a demo going.
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    report();
  });
  observer.observe(element);

  const onTabChange = () => {
    tabVisible = document.visibilityState === 'visible';
    report();
  };
  onTabChange();
  document.addEventListener('visibilitychange', onTabChange);

  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', onTabChange);
  };
}

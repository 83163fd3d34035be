/**
 * Whether a demo should be running: its element is on screen and the tab is visible. Demos that
 * loop by themselves pause otherwise, so an idle visitor's CPU stays idle.
 */
import { useEffect, useState, type RefObject } from 'react';

/** A sliver on screen is enough to keep a demo going. */
const VISIBLE_THRESHOLD = 0;

export function useActiveWhenVisible(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const [tabVisible, setTabVisible] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)),
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const update = () => setTabVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  return onScreen && tabVisible;
}

/**
 * False in an island's first render, true from the render right after it, before the browser
 * paints. The first render must reproduce the static HTML: Preact's hydration keeps the server's
 * attributes without comparing them, so anything the client sees differently (stored mode, live
 * stores, "controls enabled") only reaches the page through a second render. Islands also disable
 * their controls until then, so an early click or keystroke waits instead of being lost.
 */
import { useLayoutEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A layout effect, so the second render lands before the first paint of a client-rendered island.
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

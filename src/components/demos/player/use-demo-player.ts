/**
 * One demo's player for a React island, the same for every demo: one player per island, its state
 * read with useSyncExternalStore, its clock running only while the demo is on screen, the tab
 * visible and the visitor has not paused it. The static HTML is the player's first frame, so
 * hydration matches it. Unmounting stops the clock, so no timer outlives the island.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion.ts';
import type { TimelinePlayer } from './timeline-player.ts';
import { watchVisibility } from './watch-visibility.ts';

export interface DemoPlayback<Player, State> {
  player: Player;
  state: State;
  /** The clock may run: on screen, the tab visible, not paused by the visitor. */
  running: boolean;
  /** The visitor asks for reduced motion; each demo decides what stays still. */
  reducedMotion: boolean;
}

export function useDemoPlayer<State, Action, Player extends TimelinePlayer<State, Action>>(
  createPlayer: () => Player & TimelinePlayer<State, Action>,
  rootRef: RefObject<Element | null>,
  paused = false,
): DemoPlayback<Player, State> {
  const [player] = useState(createPlayer);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const [visible, setVisible] = useState(false);
  const running = visible && !paused;
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = rootRef.current;
    return element ? watchVisibility(element, setVisible) : undefined;
  }, [rootRef]);

  useEffect(() => {
    player.setActive(running);
  }, [player, running]);

  useEffect(() => () => player.setActive(false), [player]);

  return { player, state, running, reducedMotion };
}

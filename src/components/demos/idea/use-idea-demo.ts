/**
 * The idea demo for React: one player per island, its state read with useSyncExternalStore, and
 * its clock allowed to run only while the demo is on screen and the tab visible.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import {
  INITIAL_IDEA_STATE,
  ideaDemoView,
  isClockRunning,
  type IdeaDemoView,
} from '../../../lib/demos/idea-to-implementation-machine.ts';
import { useActiveWhenVisible } from '../../../lib/use-active-when-visible.ts';
import { IdeaPlayer } from './idea-player.ts';

export interface IdeaDemoControls {
  view: IdeaDemoView;
  /** Time is passing for the demo: playing (or finishing its last toast) and on screen. */
  running: boolean;
  start: () => void;
  pause: () => void;
  reset: () => void;
}

const serverState = () => INITIAL_IDEA_STATE;

export function useIdeaDemo(rootRef: RefObject<Element | null>): IdeaDemoControls {
  const [player] = useState(() => new IdeaPlayer());
  const state = useSyncExternalStore(player.subscribe, player.getState, serverState);
  const active = useActiveWhenVisible(rootRef);

  useEffect(() => {
    player.setActive(active);
  }, [player, active]);

  // Unmounting stops the clock, which clears the one pending timer.
  useEffect(() => () => player.setActive(false), [player]);

  return {
    view: ideaDemoView(state),
    running: active && isClockRunning(state),
    start: player.start,
    pause: player.pause,
    reset: player.reset,
  };
}

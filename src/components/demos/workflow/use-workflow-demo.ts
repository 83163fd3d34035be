/**
 * The workflow demo for a React island: the player's state, its controls, and whether it is
 * running now. Its timer runs only while the demo is on screen and the tab is visible; the effect
 * pauses it on every change and on unmount, so no timer outlives the island.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import type { WorkflowState } from '../../../lib/demos/workflow-machine.ts';
import { useActiveWhenVisible } from '../../../lib/use-active-when-visible.ts';
import { createWorkflowPlayer } from './workflow-player.ts';

export interface WorkflowDemoControls {
  state: WorkflowState;
  /** False while paused off screen or in a hidden tab; animations pause with the timer. */
  active: boolean;
  start: () => void;
  reset: () => void;
}

export function useWorkflowDemo(ref: RefObject<Element | null>): WorkflowDemoControls {
  const [player] = useState(createWorkflowPlayer);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const active = useActiveWhenVisible(ref);

  useEffect(() => {
    player.setActive(active);
    return () => player.setActive(false);
  }, [player, active]);

  return { state, active, start: player.start, reset: player.reset };
}

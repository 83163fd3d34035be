import { expect, it } from 'vitest';
import { interactionLatencyMs, type EventEntry } from '../../scripts/bench/event-timing.ts';

const CLICK = { pointerdown: 1000.2, pointerup: 1080.4, click: 1080.5 };
const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({
  name,
  startTime,
  duration,
  interactionId,
});

it.each<[string, EventEntry[], number | null]>([
  [
    "the longest entry of the click's interaction, not hover events or other interactions",
    [
      entry('pointerover', 999, 400, 0),
      entry('pointerdown', 1000.2, 48, 7),
      entry('pointerup', 1080.4, 120, 7),
      entry('click', 1080.5, 120, 7),
      entry('keydown', 3000, 300, 9),
    ],
    120,
  ],
  ['the pointerdown alone when the rest was under the threshold', [entry('pointerdown', 1000.2, 24, 7)], 24],
  ['timestamps coarsened differently still match', [entry('click', 1081, 56, 7)], 56],
  ['null when no entry reached the threshold', [], null],
  [
    'null when only other interactions did',
    [entry('click', 500, 200, 3), entry('pointerdown', 1000.2, 32, 0)],
    null,
  ],
])('interactionLatencyMs: %s', (_, entries, expected) => {
  expect(interactionLatencyMs(entries, CLICK)).toBe(expected);
});

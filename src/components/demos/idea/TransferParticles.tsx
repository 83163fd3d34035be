/**
 * The particles that carry content from one tool to the next
 * (docs/product.md#idea-to-implementation-demo: 8 particles over 2 s). Positions are measured, so
 * the flight goes left to right on wide screens and downwards when the tools are stacked. The
 * flights (motion's animate) pause with the demo. The player leaves this out under reduced motion.
 */
import { useAnimate } from 'motion/react-mini';
import { useEffect, useRef, type RefObject } from 'react';
import {
  PARTICLE_BURST_MS,
  PARTICLE_COUNT,
  PARTICLE_STAGGER_MS,
} from '../../../data/demos/idea-to-implementation.ts';

export interface TransferParticlesProps {
  stageRef: RefObject<HTMLElement | null>;
  fromRef: RefObject<HTMLElement | null>;
  toRef: RefObject<HTMLElement | null>;
  /** False while the demo is paused or off screen. */
  running: boolean;
}

/** How far apart the particles fly, across the line between the two tools. */
const SPREAD_PX = 10;

/** Each particle flies for what is left of the burst after the last one has waited its turn. */
const FLIGHT_MS = PARTICLE_BURST_MS - PARTICLE_STAGGER_MS * (PARTICLE_COUNT - 1);

function centreWithin(stage: DOMRect, element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: box.left - stage.left + box.width / 2, y: box.top - stage.top + box.height / 2 };
}

export default function TransferParticles({ stageRef, fromRef, toRef, running }: TransferParticlesProps) {
  const [layerRef, animate] = useAnimate<HTMLDivElement>();
  const flightsRef = useRef<ReturnType<typeof animate>[]>([]);

  useEffect(() => {
    const layer = layerRef.current;
    const stage = stageRef.current;
    const from = fromRef.current;
    const to = toRef.current;
    if (!layer || !stage || !from || !to) return;
    const box = stage.getBoundingClientRect();
    const start = centreWithin(box, from);
    const end = centreWithin(box, to);
    const length = Math.hypot(end.x - start.x, end.y - start.y) || 1;
    const across = { x: -(end.y - start.y) / length, y: (end.x - start.x) / length };
    const flights = Array.from(layer.children, (particle, index) => {
      const offset = (index - (PARTICLE_COUNT - 1) / 2) * SPREAD_PX;
      const middle = {
        x: (start.x + end.x) / 2 + across.x * offset * 3,
        y: (start.y + end.y) / 2 + across.y * offset * 3,
      };
      return animate(
        particle,
        {
          transform: [
            `translate(${start.x}px, ${start.y}px) scale(0.6)`,
            `translate(${middle.x}px, ${middle.y}px) scale(1)`,
            `translate(${end.x + across.x * offset}px, ${end.y + across.y * offset}px) scale(0.6)`,
          ],
          opacity: [0, 1, 0],
        },
        {
          duration: FLIGHT_MS / 1000,
          delay: (index * PARTICLE_STAGGER_MS) / 1000,
          ease: 'easeInOut',
          times: [0, 0.5, 1],
        },
      );
    });
    flightsRef.current = flights;
    return () => {
      for (const flight of flights) flight.stop();
      flightsRef.current = [];
    };
  }, [animate, layerRef, stageRef, fromRef, toRef]);

  useEffect(() => {
    for (const flight of flightsRef.current) {
      if (running) flight.play();
      else flight.pause();
    }
  }, [running]);

  return (
    <div ref={layerRef} aria-hidden="true" data-particles className="pointer-events-none absolute inset-0">
      {Array.from({ length: PARTICLE_COUNT }, (_, index) => (
        <span
          key={index}
          className="absolute top-0 left-0 -mt-1.5 -ml-1.5 size-3 rounded-full bg-accent opacity-0 shadow-sm"
        />
      ))}
    </div>
  );
}

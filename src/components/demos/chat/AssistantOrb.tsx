/**
 * Grace's orb. It is "active" while Grace starts typing: a ring shows, and (motion allowed) a halo
 * swells and fades once over ORB_PULSE_MS. Under reduced motion only the still ring shows.
 */
import { useAnimate } from 'motion/react-mini';
import { useEffect } from 'react';
import { ORB_PULSE_MS } from '../../../data/demos/assistant-chat.ts';
import IconSvg from '../../ui/IconSvg.tsx';

export interface AssistantOrbProps {
  pulsing: boolean;
  reducedMotion: boolean;
}

export default function AssistantOrb({ pulsing, reducedMotion }: AssistantOrbProps) {
  const [haloRef, animate] = useAnimate<HTMLSpanElement>();

  useEffect(() => {
    if (!pulsing || reducedMotion || !haloRef.current) return;
    const pulse = animate(
      haloRef.current,
      { opacity: [0.55, 0], transform: ['scale(1)', 'scale(1.7)'] },
      { duration: ORB_PULSE_MS / 1000, ease: 'easeOut' },
    );
    return () => pulse.stop();
  }, [animate, haloRef, pulsing, reducedMotion]);

  return (
    <span
      aria-hidden="true"
      data-pulsing={pulsing ? '' : undefined}
      className="relative inline-flex size-10 shrink-0"
    >
      <span ref={haloRef} className="absolute inset-0 rounded-full bg-accent opacity-0" />
      <span
        className={`relative inline-flex size-10 items-center justify-center rounded-full bg-linear-to-br from-accent to-accent/60 text-white shadow-sm ${
          pulsing ? 'ring-4 ring-accent/30' : ''
        }`}
      >
        <IconSvg name="sparkles" className="size-5" />
      </span>
    </span>
  );
}

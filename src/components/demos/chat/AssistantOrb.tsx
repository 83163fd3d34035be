/**
 * Grace's orb. It is "active" while Grace starts typing: a ring shows, and (motion allowed) a halo
 * swells and fades once over ORB_PULSE_MS. Under reduced motion only the still ring shows.
 */
import * as m from 'motion/react-m';
import { ORB_PULSE_MS } from '../../../data/demos/assistant-chat.ts';
import IconSvg from '../../ui/IconSvg.tsx';

export interface AssistantOrbProps {
  pulsing: boolean;
  reducedMotion: boolean;
}

export default function AssistantOrb({ pulsing, reducedMotion }: AssistantOrbProps) {
  return (
    <span
      aria-hidden="true"
      data-pulsing={pulsing ? '' : undefined}
      className="relative inline-flex size-10 shrink-0"
    >
      {pulsing && !reducedMotion && (
        <m.span
          className="absolute inset-0 rounded-full bg-accent"
          initial={{ scale: 1, opacity: 0.55 }}
          animate={{ scale: 1.7, opacity: 0 }}
          transition={{ duration: ORB_PULSE_MS / 1000, ease: 'easeOut' }}
        />
      )}
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

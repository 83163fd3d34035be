/**
 * One piece of a tool's output arriving in its panel (the prompt, Grace's draft, the editor's
 * story, the composed email, a button): it rises into place as it mounts. Under reduced motion it
 * simply appears (MotionProvider).
 */
import * as m from 'motion/react-m';
import type { ReactNode } from 'react';

export interface AppearProps {
  className?: string;
  children: ReactNode;
}

export default function Appear({ className, children }: AppearProps) {
  return (
    <m.div
      initial={{ opacity: 0, y: 8 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.3, ease: 'easeOut' }}
      className={className}
    >
      {children}
    </m.div>
  );
}

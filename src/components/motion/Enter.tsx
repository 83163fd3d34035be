/**
 * An element that plays an entrance as it mounts (use-enter.ts): a chat bubble, a demo's output, a
 * carousel slide. `enabled` false keeps an element that was already in the page's HTML still.
 */
import type { ReactNode } from 'react';
import type { Movement } from './presets.ts';
import { useEnter } from './use-enter.ts';

export interface EnterProps {
  as?: 'div' | 'li' | 'p';
  movement: Movement;
  enabled?: boolean;
  className?: string;
  'aria-hidden'?: boolean;
  children: ReactNode;
}

export default function Enter({ as: Tag = 'div', movement, enabled = true, children, ...rest }: EnterProps) {
  const ref = useEnter<HTMLElement & HTMLDivElement & HTMLLIElement & HTMLParagraphElement>(
    movement,
    enabled,
  );
  return (
    <Tag ref={ref} {...rest}>
      {children}
    </Tag>
  );
}

/**
 * The 3-dot loading indicator (docs/product.md#carousel-and-small-movements): the active dot moves
 * every LOADING_DOT_MS. Under reduced motion the dots stay still; the label says what is happening
 * either way.
 */
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion.ts';

export const LOADING_DOT_MS = 600;
const DOT_COUNT = 3;

export interface LoadingDotsProps {
  /** What is loading, for screen readers (e.g. "Grace is typing"). */
  label: string;
}

export default function LoadingDots({ label }: LoadingDotsProps) {
  const reduced = useReducedMotion();
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % DOT_COUNT), LOADING_DOT_MS);
    return () => clearInterval(timer);
  }, [reduced]);

  return (
    <span role="status" aria-label={label} className="inline-flex items-center gap-1">
      {Array.from({ length: DOT_COUNT }, (_, index) => (
        <span
          key={index}
          data-active={!reduced && index === active ? '' : undefined}
          className="size-2 rounded-full bg-current opacity-30 transition-opacity data-[active]:opacity-100"
        />
      ))}
    </span>
  );
}

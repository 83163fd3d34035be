import { useEffect, useState, type RefObject } from 'react';

/**
 * Under the idea demo's tool row on narrow screens: one dot per tool, the one in view filled, so a
 * visitor sees there are more tools to the side (and where the row is when they swipe). Decoration:
 * each tool has its own heading. Hidden where the tools sit side by side.
 */
interface RowDotsProps {
  rowRef: RefObject<HTMLElement | null>;
  count: number;
}

export default function RowDots({ rowRef, count }: RowDotsProps) {
  const [inView, setInView] = useState(0);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const update = () => {
      const span = row.scrollWidth - row.clientWidth;
      setInView(span > 0 ? Math.round((row.scrollLeft / span) * (count - 1)) : 0);
    };
    row.addEventListener('scroll', update, { passive: true });
    return () => row.removeEventListener('scroll', update);
  }, [rowRef, count]);

  return (
    <div aria-hidden="true" className="mt-3 flex justify-center gap-2 lg:hidden">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`size-2 rounded-full motion-safe:transition-colors ${index === inView ? 'bg-accent' : 'bg-slate-300'}`}
        />
      ))}
    </div>
  );
}

/**
 * The partnership benefits, one at a time (docs/product.md#carousel-and-small-movements): the next one every
 * BENEFIT_ROTATE_MS, dots to pick one, paused while hovered or focused or when the visitor pauses
 * it, and still under prefers-reduced-motion. Each timer lives in one effect and is cleared there.
 * A slide change is animated with motion: the next benefit slides in as it replaces the last one at
 * once, so a slide is never late (or two on screen). Every slide is in the one grid cell, the
 * others hidden, so the carousel is as tall as its tallest slide and never moves what follows it.
 * Its buttons are live before it hydrates; client:near replays an early press.
 */
import { useEffect, useState, type RefObject, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Benefit, BENEFIT_CAROUSEL } from '../../data/consulting.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { pick } from '../../lib/mode/copy.ts';
import { useHydrated } from '../../lib/islands/use-hydrated.ts';
import { $mode, renderedMode } from '../../lib/mode/store.ts';
import { BENEFIT_ROTATE_MS, nextIndex } from './carousel.ts';
import Enter from '../motion/Enter.tsx';
import { SLIDE_IN } from '../motion/presets.ts';
import ModeCopy from '../ui/ModeCopy.tsx';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion.ts';

export interface BenefitCarouselProps {
  benefits: readonly Benefit[];
  labels: typeof BENEFIT_CAROUSEL;
}

export default function BenefitCarousel({ benefits, labels }: BenefitCarouselProps) {
  const mode = useStore($mode, { ssr: renderedMode });
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const engaged = useEngaged(regionRef);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const slideId = useId();

  const rotating = !reducedMotion && !pausedByVisitor && !engaged && benefits.length > 1;

  // One timeout per shown benefit: picking a dot restarts the full interval for the new one.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setIndex((current) => nextIndex(current, benefits.length)),
      BENEFIT_ROTATE_MS,
    );
    return () => clearTimeout(timer);
  }, [rotating, index, benefits.length]);

  if (benefits.length === 0) return null;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.label}
      ref={regionRef}
      data-surface="dark"
      className="rounded-2xl bg-linear-to-br from-accent via-accent to-ink p-6 text-white shadow-sm sm:p-10"
    >
      <h3 className="text-sm font-semibold tracking-wide text-white/90 uppercase">{labels.heading}</h3>
      <div id={slideId} aria-live={rotating ? 'off' : 'polite'} className="mt-4 grid">
        {benefits.map((benefit, slide) => {
          const shown = slide === index;
          // A new key when a slide is shown mounts it afresh, so it plays its entrance.
          return (
            <Enter
              key={shown ? `shown-${slide}` : slide}
              movement={SLIDE_IN}
              enabled={hydrated && shown}
              aria-hidden={!shown}
              className={`col-start-1 row-start-1 ${shown ? '' : 'invisible'}`}
            >
              <h4 className="text-2xl font-bold tracking-tight sm:text-3xl">
                <ModeCopy text={benefit.benefit} />
              </h4>
              <p className="mt-3 text-lg text-white/90">
                <ModeCopy text={benefit.description} />
              </p>
              <p className="mt-4 rounded-xl bg-white/10 px-4 py-3 text-sm">
                <span className="font-semibold">{labels.exampleLabel}: </span>
                <ModeCopy text={benefit.example} />
              </p>
            </Enter>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <ul className="flex items-center gap-1">
          {benefits.map((benefit, dot) => (
            <li key={dot}>
              <button
                type="button"
                aria-label={`${labels.dotLabelPrefix} ${dot + 1}: ${pick(benefit.benefit, mode)}`}
                aria-controls={slideId}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => setIndex(dot)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    dot === index ? 'w-6 bg-white' : 'w-2.5 bg-white/70 group-hover:bg-white'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPausedByVisitor((paused) => !paused)}
            className={buttonClass('inverse', 'md')}
          >
            {pausedByVisitor ? labels.playLabel : labels.pauseLabel}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Whether the visitor is engaged with an element: the pointer is over it or focus is inside it.
 * Rotating content pauses meanwhile, so nothing moves under the reader's eyes or cursor. A pointer
 * or focus that arrived before the island hydrated counts too: it is read when the hook mounts.
 */

function useEngaged(ref: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHovered(element.matches(':hover'));
    setFocused(element.contains(document.activeElement));
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    // Focus moving between controls inside the element keeps it engaged.
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);

  return hovered || focused;
}

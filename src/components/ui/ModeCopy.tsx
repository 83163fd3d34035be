/**
 * Dual-mode copy inside an island: both variants are rendered and the body class hides one
 * (global.css), as ModeText.astro does, so the wording is right before and after hydration.
 */
import type { Copy } from '../../data/types.ts';

export default function ModeCopy({ text }: { text: Copy }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      <span className="faith-only">{text.faith}</span>
      <span className="secular-only">{text.secular}</span>
    </>
  );
}

/**
 * The pill that marks a demo's resting layer: what it shows is an example of the finished run,
 * not the run itself. Neutral on purpose, so it never reads as a live status.
 */
export default function PreviewBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 bg-white px-2 py-px text-[0.6875rem] leading-4 font-semibold tracking-wide text-muted uppercase">
      {label}
    </span>
  );
}

/** A lead's status as a coloured pill; the text carries the meaning, the colour only helps. */
import type { StatusTone } from '../../lib/leads/status-set.ts';

const TONES: Record<StatusTone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  slate: 'bg-slate-100 text-slate-800',
  emerald: 'bg-emerald-100 text-emerald-900',
  sky: 'bg-sky-100 text-sky-900',
  violet: 'bg-violet-100 text-violet-900',
  red: 'bg-red-100 text-red-900',
};

export default function StatusBadge({ tone, label }: { tone: StatusTone | null; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone ?? 'slate']}`}
    >
      {label}
    </span>
  );
}

/** A lead's status as a coloured pill; the text carries the meaning, the colour only helps. */

const TONES: Record<string, string> = {
  unread: 'bg-amber-100 text-amber-900',
  read: 'bg-slate-100 text-slate-800',
  responded: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  qualified: 'bg-violet-100 text-violet-900',
  onboarded: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

export default function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = TONES[status] ?? 'bg-slate-100 text-slate-800';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
  );
}

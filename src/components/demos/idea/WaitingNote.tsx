/** What an empty tool panel says before anything reaches it. */
export default function WaitingNote({ text }: { text: string }) {
  return (
    <p className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-muted">
      {text}
    </p>
  );
}

/** A definition list of labelled facts (details of a lead); empty values show a dash. */

export interface Fact {
  label: string;
  value: string | null;
}

export default function Facts({ facts, empty }: { facts: readonly Fact[]; empty: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-muted">{fact.label}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink">{fact.value || empty}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A definition list of labelled facts (details of a lead); empty values show a dash. */
import VisitorText from './VisitorText.tsx';

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
          <dd className="break-words whitespace-pre-wrap text-ink">
            {fact.value ? <VisitorText>{fact.value}</VisitorText> : empty}
          </dd>
        </div>
      ))}
    </dl>
  );
}

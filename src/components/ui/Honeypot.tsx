/**
 * A field people never meet: off screen, hidden from screen readers, out of the tab order and
 * ignored by autofill. Bots that fill every input fill it too, and their submission is dropped
 * (docs/product.md#contact-form). Both forms carry one, named `website`.
 */
export interface HoneypotProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export default function Honeypot({ id, label, value, onChange }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

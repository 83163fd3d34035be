/**
 * A field people never meet: off screen, hidden from screen readers, out of the tab order and
 * ignored by autofill. Bots that fill every input fill it too, and their request is dropped.
 */
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import { fieldId } from './issue-message.ts';

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

export default function Honeypot({ value, onChange }: HoneypotProps) {
  const id = fieldId('website');
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{REQUEST_ACCESS.fields.honeypot}</label>
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

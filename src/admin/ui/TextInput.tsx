/**
 * A labelled text input, or a text area when it has rows, in the admin's small forms (a note, a
 * reply, a template), with the form's refusal under it and tied to it by aria-describedby.
 */
import Field, { problemProps } from '../../components/ui/Field.tsx';
import { fieldClass } from '../../lib/styles/field-styles.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Why the form refused the value; undefined while it is not refused. */
  problem: string | undefined;
  rows?: number;
  required?: boolean;
}

export default function TextInput({ id, label, value, onChange, maxLength, problem, rows, required }: Props) {
  const fieldProblem = { id: `${id}-problem`, message: problem };
  const control = {
    id,
    value,
    maxLength,
    required,
    className: fieldClass('sm'),
    ...problemProps(fieldProblem),
  };
  return (
    <Field controlId={id} label={label} problem={fieldProblem}>
      {rows ? (
        <textarea {...control} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

/**
 * What is wrong with a form field, shown under it; the field names it with aria-describedby and
 * carries aria-invalid. Field.tsx shows it under every refused field of the request form and the
 * contact dialog, so both speak the same way. Red on white at 6.5:1, with a mark so the colour is
 * not the only sign.
 */

export interface FieldMessageProps {
  id: string;
  message: string | undefined;
}

export default function FieldMessage({ id, message }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex gap-1.5 text-sm text-red-700">
      <span aria-hidden="true" className="font-bold">
        !
      </span>
      <span>{message}</span>
    </p>
  );
}

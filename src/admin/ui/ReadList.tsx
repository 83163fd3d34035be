/**
 * A list the admin read from the database: a line while it loads or when it could not be read, a
 * line when it is empty, else the items (each rendered with its key).
 */
import type { ReactNode } from 'react';

interface Props<T> {
  /** null while loading, or when the read failed. */
  items: readonly T[] | null;
  failed: boolean;
  text: { loading: string; fetchFailed: string; none: string };
  /** The list's accessible name. */
  label: string;
  children: (item: T) => ReactNode;
  className?: string;
}

export default function ReadList<T>({ items, failed, text, label, children, className = 'gap-2' }: Props<T>) {
  if (items === null) return <p className="text-muted">{failed ? text.fetchFailed : text.loading}</p>;
  if (items.length === 0) return <p className="text-muted">{text.none}</p>;
  return (
    <ul aria-label={label} className={`flex flex-col ${className}`}>
      {items.map(children)}
    </ul>
  );
}

/** Above a lead list: the status filter, the search box, the source filter and the CSV export of the current filter. */
import { useId } from 'react';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { LIST_TEXT } from '../strings.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import Field from '../../components/ui/Field.tsx';

interface Props {
  statuses: readonly string[];
  statusLabels: Record<string, string>;
  status: string | null;
  onStatus: (status: string | null) => void;
  term: string;
  onTerm: (term: string) => void;
  searchHint: string;
  source: string;
  onSource: (source: string) => void;
  exporting: boolean;
  onExport: () => void;
}

interface SearchFieldProps {
  id: string;
  label: string;
  /** Shown as the placeholder and, since a placeholder is not a description, read as one too. */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}

/** A labelled search box whose hint is its placeholder and its description. */
function SearchField({ id, label, hint, value, onChange, className }: SearchFieldProps) {
  return (
    <Field controlId={id} label={label} className={className}>
      <input
        id={id}
        type="search"
        className={fieldClass('sm')}
        value={value}
        placeholder={hint}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="sr-only">
        {hint}
      </span>
    </Field>
  );
}

export default function ListControls(props: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field controlId={`${id}-status`} label={LIST_TEXT.status} className="sm:w-44">
        <select
          id={`${id}-status`}
          className={fieldClass('sm')}
          value={props.status ?? ''}
          onChange={(event) => props.onStatus(event.target.value || null)}
        >
          <option value="">{LIST_TEXT.allStatuses}</option>
          {props.statuses.map((status) => (
            <option key={status} value={status}>
              {props.statusLabels[status] ?? status}
            </option>
          ))}
        </select>
      </Field>
      <SearchField
        id={`${id}-search`}
        label={LIST_TEXT.search}
        hint={props.searchHint}
        value={props.term}
        onChange={props.onTerm}
        className="flex-1"
      />
      <SearchField
        id={`${id}-source`}
        label={LIST_TEXT.source}
        hint={LIST_TEXT.sourceHint}
        value={props.source}
        onChange={props.onSource}
        className="sm:w-48"
      />
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'sm:mb-px')}
        onClick={props.onExport}
        disabled={props.exporting}
        aria-busy={props.exporting}
      >
        {LIST_TEXT.exportCsv}
      </button>
    </div>
  );
}

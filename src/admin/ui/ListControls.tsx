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
      <Field controlId={`${id}-search`} label={LIST_TEXT.search} className="flex-1">
        <input
          id={`${id}-search`}
          type="search"
          className={fieldClass('sm')}
          value={props.term}
          placeholder={props.searchHint}
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => props.onTerm(event.target.value)}
        />
        <span id={`${id}-search-hint`} className="sr-only">
          {props.searchHint}
        </span>
      </Field>
      <Field controlId={`${id}-source`} label={LIST_TEXT.source} className="sm:w-44">
        <input
          id={`${id}-source`}
          type="search"
          className={fieldClass('sm')}
          value={props.source}
          placeholder={LIST_TEXT.sourceHint}
          aria-describedby={`${id}-source-hint`}
          onChange={(event) => props.onSource(event.target.value)}
        />
        <span id={`${id}-source-hint`} className="sr-only">
          {LIST_TEXT.sourceHint}
        </span>
      </Field>
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

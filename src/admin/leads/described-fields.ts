/**
 * What the dashboard shows of a lead table's description (src/lib/leads/lead-fields.ts): the facts
 * of a lead's details and the CSV columns, each in the description's order under its label.
 */
import type { LeadField } from '../../lib/leads/lead-fields.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { Fact } from '../ui/Facts.tsx';
import type { CsvColumn, CsvValue } from './csv.ts';

type Row = Record<string, unknown>;

function shown(field: LeadField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  switch (field.admin?.show) {
    case 'date':
      return formatDateTime(text);
    case 'option':
      return field.options?.find((option) => option.value === text)?.label ?? text;
    default:
      return text;
  }
}

/** The facts the details list, in order. */
export function describedFacts(fields: readonly LeadField[], row: object): Fact[] {
  return fields.flatMap((field) =>
    field.admin
      ? [{ label: field.admin.label ?? field.label, value: shown(field, (row as Row)[field.column]) }]
      : [],
  );
}

/** The CSV columns, with each value as stored. */
export function describedCsvColumns<Table extends object>(fields: readonly LeadField[]): CsvColumn<Table>[] {
  return fields.flatMap((field) =>
    field.csv
      ? [
          {
            header: field.label,
            value: (row: Table) => (row as Row)[field.column] as CsvValue,
          },
        ]
      : [],
  );
}

/**
 * A lead's attribution in the dashboard (docs/product.md#lead-attribution): the facts its details
 * show and the CSV columns of both exports, from the seven columns both lead tables share.
 */
import type { Tables } from '../../lib/db/database.types.ts';
import type { LeadTable } from '../../lib/db/lead-tables.ts';
import { ATTRIBUTION_TEXT } from '../strings.ts';
import type { Fact } from '../ui/Facts.tsx';
import type { CsvColumn } from './csv.ts';

export type AttributionRow = Pick<
  Tables<LeadTable>,
  'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'referrer_host' | 'landing_path'
>;

const COLUMNS: readonly (keyof AttributionRow)[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'landing_path',
];

/**
 * The attribution a lead has, one fact per column with a value: a lead that came with no campaign
 * and no referrer says so once, instead of seven empty rows.
 */
export function attributionFacts(row: Partial<AttributionRow>): Fact[] {
  const known = COLUMNS.filter((column) => row[column]);
  if (known.length === 0)
    return [{ label: ATTRIBUTION_TEXT.labels.utm_source, value: ATTRIBUTION_TEXT.none }];
  return known.map((column) => ({ label: ATTRIBUTION_TEXT.labels[column], value: row[column] ?? null }));
}

/** The CSV columns, headed by the column names staff also see in analytics tools. */
export function attributionCsvColumns<Row extends AttributionRow>(): CsvColumn<Row>[] {
  return COLUMNS.map((column) => ({ header: column, value: (row: Row) => row[column] }));
}

/** What the Messages tab lists, searches, filters and exports. */
import { attributionCsvColumns } from '../leads/attribution.ts';
import type { CsvColumn } from '../leads/csv.ts';
import { MESSAGE_STATUSES } from '../../lib/db/constants.ts';
import type { ContactMessage } from '../../lib/db/contact-messages.ts';
import type { LeadPanelConfig } from '../ui/LeadPanel.tsx';
import { MESSAGES_TEXT } from '../strings.ts';

const { csv } = MESSAGES_TEXT;

export const MESSAGE_CSV_COLUMNS: readonly CsvColumn<ContactMessage>[] = [
  { header: csv.name, value: (row) => row.name },
  { header: csv.email, value: (row) => row.email },
  { header: csv.message, value: (row) => row.message },
  { header: csv.status, value: (row) => row.status },
  { header: csv.received, value: (row) => row.created_at },
  { header: csv.responded, value: (row) => row.responded_at },
  ...attributionCsvColumns<ContactMessage>(),
];

export const MESSAGE_PANEL: LeadPanelConfig<'contact_messages'> = {
  table: 'contact_messages',
  search: { columns: ['name', 'email'] },
  fetchError: MESSAGES_TEXT.fetchFailed,
  heading: MESSAGES_TEXT.heading,
  listLabel: MESSAGES_TEXT.listLabel,
  summaryHeading: MESSAGES_TEXT.csv.message,
  empty: MESSAGES_TEXT.empty,
  searchHint: MESSAGES_TEXT.searchHint,
  statuses: MESSAGE_STATUSES,
  statusLabels: MESSAGES_TEXT.statusLabels,
  csvColumns: MESSAGE_CSV_COLUMNS,
  csvFile: MESSAGES_TEXT.csvFile,
};

/** What the Messages tab lists, searches, filters and exports. */
import { attributionCsvColumns } from '../leads/attribution.ts';
import type { CsvColumn } from '../leads/csv.ts';
import { describedCsvColumns } from '../leads/described-fields.ts';
import { CONTACT_MESSAGE_DESCRIPTION } from '../../lib/leads/lead-fields.ts';
import { MESSAGE_STATUS_SET } from '../../lib/leads/message-statuses.ts';
import type { ContactMessage } from '../../lib/db/contact-messages.ts';
import type { LeadPanelConfig } from '../ui/LeadPanel.tsx';
import { MESSAGES_TEXT } from '../strings.ts';

export const MESSAGE_CSV_COLUMNS: readonly CsvColumn<ContactMessage>[] = [
  ...describedCsvColumns<ContactMessage>(CONTACT_MESSAGE_DESCRIPTION),
  ...attributionCsvColumns<ContactMessage>(),
];

export const MESSAGE_PANEL: LeadPanelConfig<'contact_messages'> = {
  table: 'contact_messages',
  search: { columns: ['name', 'email'] },
  fetchError: MESSAGES_TEXT.fetchFailed,
  heading: MESSAGES_TEXT.heading,
  listLabel: MESSAGES_TEXT.listLabel,
  summaryHeading: MESSAGES_TEXT.message,
  empty: MESSAGES_TEXT.empty,
  searchHint: MESSAGES_TEXT.searchHint,
  statusSet: MESSAGE_STATUS_SET,
  csvColumns: MESSAGE_CSV_COLUMNS,
  csvFile: MESSAGES_TEXT.csvFile,
};

/** What the Requests tab lists, searches, filters and exports. */
import { attributionCsvColumns } from '../leads/attribution.ts';
import type { CsvColumn } from '../leads/csv.ts';
import { describedCsvColumns } from '../leads/described-fields.ts';
import { ACCESS_REQUEST_DESCRIPTION } from '../../lib/leads/lead-fields.ts';
import { REQUEST_STATUS_SET } from '../../lib/leads/request-statuses.ts';
import type { OnboardingRequest } from '../../lib/db/onboarding-requests.ts';
import type { LeadPanelConfig } from '../ui/LeadPanel.tsx';
import { REQUESTS_TEXT } from '../strings.ts';

export const REQUEST_CSV_COLUMNS: readonly CsvColumn<OnboardingRequest>[] = [
  ...describedCsvColumns<OnboardingRequest>(ACCESS_REQUEST_DESCRIPTION),
  ...attributionCsvColumns<OnboardingRequest>(),
];

export const REQUEST_PANEL: LeadPanelConfig<'onboarding_requests'> = {
  table: 'onboarding_requests',
  search: {
    columns: ['first_name', 'last_name', 'email', 'organization_name'],
    fullName: ['first_name', 'last_name'],
  },
  fetchError: REQUESTS_TEXT.fetchFailed,
  heading: REQUESTS_TEXT.heading,
  listLabel: REQUESTS_TEXT.listLabel,
  summaryHeading: REQUESTS_TEXT.organization,
  empty: REQUESTS_TEXT.empty,
  searchHint: REQUESTS_TEXT.searchHint,
  statusSet: REQUEST_STATUS_SET,
  csvColumns: REQUEST_CSV_COLUMNS,
  csvFile: REQUESTS_TEXT.csvFile,
};

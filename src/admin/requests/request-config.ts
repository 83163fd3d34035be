/** What the Requests tab lists, searches, filters and exports. */
import { attributionCsvColumns } from '../leads/attribution.ts';
import type { CsvColumn } from '../leads/csv.ts';
import { REQUEST_STATUSES } from '../../lib/db/constants.ts';
import type { OnboardingRequest } from '../../lib/db/onboarding-requests.ts';
import type { LeadPanelConfig } from '../ui/LeadPanel.tsx';
import { REQUESTS_TEXT } from '../strings.ts';

const { csv } = REQUESTS_TEXT;

export const REQUEST_CSV_COLUMNS: readonly CsvColumn<OnboardingRequest>[] = [
  { header: csv.firstName, value: (row) => row.first_name },
  { header: csv.lastName, value: (row) => row.last_name },
  { header: csv.email, value: (row) => row.email },
  { header: csv.organization, value: (row) => row.organization_name },
  { header: csv.type, value: (row) => row.organization_type },
  { header: csv.size, value: (row) => row.organization_size },
  { header: csv.interests, value: (row) => row.main_goal },
  { header: csv.phone, value: (row) => row.phone },
  { header: csv.comments, value: (row) => row.comments },
  { header: csv.status, value: (row) => row.status },
  { header: csv.submitted, value: (row) => row.last_submission_time },
  { header: csv.received, value: (row) => row.created_at },
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
  statuses: REQUEST_STATUSES,
  statusLabels: REQUESTS_TEXT.statusLabels,
  csvColumns: REQUEST_CSV_COLUMNS,
  csvFile: REQUESTS_TEXT.csvFile,
};

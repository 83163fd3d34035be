/** What staff read of a lead, from its table's description: the details' facts and the CSV columns. */
import { describe, expect, it } from 'vitest';
import { REQUEST_CSV_COLUMNS } from '../../../../src/admin/requests/request-config.ts';
import { MESSAGE_CSV_COLUMNS } from '../../../../src/admin/messages/message-config.ts';
import { describedFacts } from '../../../../src/admin/leads/described-fields.ts';
import { formatDateTime } from '../../../../src/lib/dates.ts';
import { UTM_FIELDS } from '../../../../src/lib/db/constants.ts';
import { ACCESS_REQUEST_DESCRIPTION } from '../../../../src/lib/leads/lead-fields.ts';

const headers = (columns: readonly { header: string }[]) => columns.map((column) => column.header);
const ATTRIBUTION = [...UTM_FIELDS, 'referrer_host', 'landing_path'];

describe('the CSV columns', () => {
  it('are the described columns under their staff labels, in order, then the attribution', () => {
    const described = headers(REQUEST_CSV_COLUMNS).slice(0, -ATTRIBUTION.length);
    expect(described.slice(0, 6)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Organization',
      'Organization type',
      'Organization size',
    ]);
    expect(described.slice(-3)).toEqual(['Status', 'Form submitted', 'Received']);
    expect(headers(REQUEST_CSV_COLUMNS).slice(-ATTRIBUTION.length)).toEqual(ATTRIBUTION);
  });

  it('of messages are the described columns, then when it was received and answered', () => {
    const described = headers(MESSAGE_CSV_COLUMNS).slice(0, -ATTRIBUTION.length);
    expect(described.slice(0, 2)).toEqual(['Name', 'Email']);
    expect(described.slice(-3)).toEqual(['Status', 'Received', 'Responded']);
    expect(headers(MESSAGE_CSV_COLUMNS).slice(-ATTRIBUTION.length)).toEqual(ATTRIBUTION);
  });
});

it("a request's details: show each fact under its label: the type and plan by their names, dates formatted, nothing as null", () => {
  const row = {
    organization_name: 'Grace Community Church',
    organization_type: 'faith',
    organization_size: '11-50 employees',
    tier: 'growth',
    main_goal: '',
    phone: null,
    comments: 'Hello',
    last_submission_time: '2026-03-04T15:05:00Z',
    created_at: '2026-03-04T15:06:00Z',
    status_changed_at: null,
  };
  const facts = describedFacts(ACCESS_REQUEST_DESCRIPTION, row);
  expect(facts.slice(0, 7)).toEqual([
    { label: 'Organization', value: 'Grace Community Church' },
    { label: 'Type', value: 'Faith-based' },
    { label: 'Size', value: '11-50 employees' },
    { label: 'Plan', value: 'Growth' },
    { label: 'Interests', value: null },
    { label: 'Phone', value: null },
    { label: 'Comments', value: 'Hello' },
  ]);
  expect(facts.slice(-3)).toEqual([
    { label: 'Form submitted', value: formatDateTime('2026-03-04T15:05:00Z') },
    { label: 'Received', value: formatDateTime('2026-03-04T15:06:00Z') },
    { label: 'Status changed', value: null },
  ]);
});

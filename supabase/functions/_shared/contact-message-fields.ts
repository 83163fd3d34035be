/** public.contact_messages, described once (./lead-field.ts). */
import { VISITOR_FIELDS, type LeadField } from './lead-field.ts';

export const CONTACT_MESSAGE_FIELDS = [
  {
    column: 'name',
    label: 'Name',
    maxLength: 120,
    form: { kind: 'text', key: 'name', autoComplete: 'name' },
    csv: true,
    notice: { as: 'line' },
  },
  {
    column: 'email',
    label: 'Email',
    maxLength: 254,
    form: { kind: 'text', key: 'email', type: 'email', autoComplete: 'email' },
    csv: true,
    notice: { as: 'line' },
  },
  // The admin shows the message as the row's own text, not as a fact.
  {
    column: 'message',
    label: 'Message',
    maxLength: 5000,
    form: { kind: 'text', key: 'message', multiline: true, rows: 5 },
    csv: true,
    notice: { as: 'block' },
  },
  ...VISITOR_FIELDS,
  { column: 'status', label: 'Status', csv: true },
  { column: 'created_at', label: 'Received', admin: { show: 'date' }, csv: true, notice: { as: 'line' } },
  { column: 'responded_at', label: 'Responded', csv: true },
  { column: 'status_changed_at', label: 'Status changed', admin: { show: 'date' } },
] as const satisfies readonly LeadField[];

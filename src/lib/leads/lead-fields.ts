/**
 * The lead tables' descriptions (supabase/functions/_shared/, where the notice mail reads them too),
 * held to the generated schema: a column the table lacks is a type error here.
 */
import { ACCESS_REQUEST_FIELDS } from '../../../supabase/functions/_shared/access-request-fields.ts';
import { CONTACT_MESSAGE_FIELDS } from '../../../supabase/functions/_shared/contact-message-fields.ts';
import type { LeadField } from '../../../supabase/functions/_shared/lead-field.ts';
import type { Tables } from '../db/database.types.ts';

/** A description whose every column is one of `Table`'s. */
type DescribedTable<Table extends 'contact_messages' | 'onboarding_requests'> = readonly (LeadField & {
  readonly column: keyof Tables<Table> & string;
})[];

export const CONTACT_MESSAGE_DESCRIPTION =
  CONTACT_MESSAGE_FIELDS satisfies DescribedTable<'contact_messages'>;
export const ACCESS_REQUEST_DESCRIPTION =
  ACCESS_REQUEST_FIELDS satisfies DescribedTable<'onboarding_requests'>;

export type { LeadField };

/**
 * The contact form's rules (docs/product.md#contact-form: name, email and message required, the
 * email an address), with the database's length limits so a refusal is explained before it is sent.
 */
import { COLUMN_LIMITS } from '../db/constants.ts';
import { isEmailAddress } from './email-address.ts';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactFields;

/** The limits of the contact_messages table's CHECK constraints. */
export const CONTACT_LIMITS: Record<ContactField, number> = COLUMN_LIMITS.contact_messages;

export type ContactProblem = 'required' | 'email' | 'too-long';

export function trimContact(fields: ContactFields): ContactFields {
  return { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
}

/** The first problem of each field, for already trimmed values. */
export function contactProblems(fields: ContactFields): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (fields[field] === '') problems[field] = 'required';
    else if (fields[field].length > CONTACT_LIMITS[field]) problems[field] = 'too-long';
  }
  if (!problems.email && !isEmailAddress(fields.email)) problems.email = 'email';
  return problems;
}

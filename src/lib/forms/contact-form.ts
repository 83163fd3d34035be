/**
 * The contact form, derived from the contact_messages description
 * (supabase/functions/_shared/contact-message-fields.ts): its fields, which are required, their
 * limits and shapes (docs/product.md#contact-form), checked the request form's way
 * (described-fields.ts) so a refusal is explained before it is sent. A field described there with
 * a `form` is shown, checked and sent without a word here.
 */
import { CONTACT_MESSAGE_DESCRIPTION } from '../leads/lead-fields.ts';
import {
  textColumns,
  textFieldsOf,
  textIssue,
  type TextColumns,
  type TextDescribedOf,
  type TextIssue,
} from './described-fields.ts';

type ContactDescribed = TextDescribedOf<(typeof CONTACT_MESSAGE_DESCRIPTION)[number]>;

/** The typed fields in the form's order, with their description. */
export const CONTACT_TEXT_FIELDS: readonly ContactDescribed[] = textFieldsOf(CONTACT_MESSAGE_DESCRIPTION);

export type ContactField = ContactDescribed['form']['key'];

export type ContactFields = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactFields = Object.fromEntries(
  CONTACT_TEXT_FIELDS.map(({ form }) => [form.key, '']),
) as ContactFields;

/** The columns a visitor sends (the database fills in the rest). */
export type ContactMessageInsert = TextColumns<ContactDescribed>;

export type ContactProblem = 'required' | 'email' | 'phone' | 'too-long';

const PROBLEM: Record<TextIssue['kind'], ContactProblem> = {
  missing: 'required',
  'too-long': 'too-long',
  'invalid-email': 'email',
  'invalid-phone': 'phone',
};

export function trimContact(fields: ContactFields): ContactFields {
  return Object.fromEntries(
    CONTACT_TEXT_FIELDS.map(({ form }) => [form.key, fields[form.key].trim()]),
  ) as ContactFields;
}

/** The first problem of each field. */
export function contactProblems(fields: ContactFields): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const described of CONTACT_TEXT_FIELDS) {
    const issue = textIssue(described, fields[described.form.key]);
    if (issue) problems[described.form.key] = PROBLEM[issue.kind];
  }
  return problems;
}

/** The row for a form without problems: every value trimmed, an empty optional one null. */
export function toContactMessage(fields: ContactFields): ContactMessageInsert {
  return textColumns(CONTACT_TEXT_FIELDS, fields);
}

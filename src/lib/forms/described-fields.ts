/**
 * What both lead forms derive from their table's description
 * (supabase/functions/_shared/lead-field.ts): the typed fields, each one's label, its first
 * problem and its column in the row sent. The request form (request-form.ts, request-validation.ts)
 * and the contact form (contact-form.ts) read their text fields through here, so a field described
 * with `form: { kind: 'text' }` is shown, checked and sent the same way on either.
 */
import type { FormInput, LeadField } from '../../../supabase/functions/_shared/lead-field.ts';
import { isEmailAddress } from './email-address.ts';

export type TextInput = Extract<FormInput, { kind: 'text' }>;

/** The described columns a visitor types into. */
export type TextDescribedOf<Field> = Extract<Field, { readonly form: { readonly kind: 'text' } }>;

/** A typed field as the form reads it: its input, its label and its column's limit. */
export interface DescribedText {
  readonly column: string;
  readonly label: string;
  readonly maxLength?: number;
  readonly form: TextInput;
}

/** A description's typed fields, in its order. */
export function textFieldsOf<Field extends LeadField>(
  description: readonly Field[],
): readonly TextDescribedOf<Field>[] {
  return description.filter(
    (field): field is TextDescribedOf<Field> => (field as LeadField).form?.kind === 'text',
  );
}

export type TextIssue =
  | { kind: 'missing' }
  | { kind: 'too-long'; limit: number }
  | { kind: 'invalid-email' }
  | { kind: 'invalid-phone' };

/** Digits, spaces and + ( ) - . with at least one digit, as the phone constraint asks. */
const PHONE_PATTERN = /^[0-9 +().-]+$/;
const DIGIT = /[0-9]/;

/** Postgres counts characters (code points), not UTF-16 units as String#length does. */
function characterCount(value: string): number {
  return [...value].length;
}

/**
 * A typed field's own first problem, or null when it is fine: required and blank, then longer than
 * the column allows, then not the shape its type asks for (an email address, a phone number).
 */
export function textIssue(described: DescribedText, raw: string): TextIssue | null {
  const value = raw.trim();
  const { form, maxLength } = described;
  if (value === '') return form.optional ? null : { kind: 'missing' };
  if (maxLength !== undefined && characterCount(value) > maxLength) {
    return { kind: 'too-long', limit: maxLength };
  }
  if (form.type === 'email' && !isEmailAddress(value)) return { kind: 'invalid-email' };
  if (form.type === 'tel' && !(PHONE_PATTERN.test(value) && DIGIT.test(value))) {
    return { kind: 'invalid-phone' };
  }
  return null;
}

/** The typed columns of a row: a required one always sent, an optional one null when left empty. */
export type TextColumns<Field extends DescribedText> = {
  [
    Described in Field as Described['form'] extends { readonly optional: true } ? never : Described['column']
  ]: string;
} & {
  [
    Described in Field as Described['form'] extends { readonly optional: true } ? Described['column'] : never
  ]?: string | null;
};

/** The typed columns for `values` (keyed by the form's keys): trimmed, an empty optional one null. */
export function textColumns<Field extends DescribedText>(
  fields: readonly Field[],
  values: Readonly<Record<Field['form']['key'], string>>,
): TextColumns<Field> {
  return Object.fromEntries(
    fields.map(({ column, form }) => {
      const value = values[form.key as Field['form']['key']].trim();
      return [column, form.optional ? value || null : value];
    }),
  ) as TextColumns<Field>;
}

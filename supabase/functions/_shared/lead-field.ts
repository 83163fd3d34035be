/**
 * The shape of a lead table's description (./contact-message-fields.ts,
 * ./access-request-fields.ts): one entry per column, in the order every surface lists them, saying
 * once what the form, the admin, the CSV export and the notice mail each do with it. It lives in
 * _shared/ because the notice mail (./lead-notice.ts) reads it and may import nothing from
 * outside; src/lib/leads/lead-fields.ts checks every column against the generated schema type.
 */

/** A choice of a select, stored as `value`. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** The display modes a lead records (display_mode), as staff read them. */
export const DISPLAY_MODE_OPTIONS = [
  { value: 'faith', label: 'Faith' },
  { value: 'secular', label: 'Secular' },
] as const satisfies readonly FieldOption[];

/**
 * The columns both lead tables have about their visitor: the display mode the form sent (the
 * acknowledgement is worded for it, and staff see which site the visitor read), and the person,
 * the same for every lead from one address (lower(email)), in the export.
 */
export const VISITOR_FIELDS = [
  {
    column: 'display_mode',
    label: 'Display mode',
    options: DISPLAY_MODE_OPTIONS,
    admin: { show: 'option' },
    csv: true,
  },
  { column: 'person_id', label: 'Person', csv: true },
] as const;

/** How a visitor enters the field on its form, and on which step. */
export type FormInput =
  | {
      readonly kind: 'text';
      /** The field's name in the form's state. */
      readonly key: string;
      /** The request form's step; the one-step contact form leaves it out. */
      readonly step?: 1 | 2;
      /** The form's own label, when it says more than the admin's. */
      readonly label?: string;
      /** Left empty, it is stored as null. */
      readonly optional?: true;
      readonly type?: 'email' | 'tel';
      readonly autoComplete?: string;
      readonly multiline?: true;
      /** The text area's height in rows (4 unless given). */
      readonly rows?: number;
      /** Shares a row with its neighbour on wide screens. */
      readonly half?: true;
    }
  | {
      readonly kind: 'select' | 'choices';
      readonly key: string;
      readonly step?: 1 | 2;
      readonly label?: string;
      /** Left unchosen, it is stored as null. */
      readonly optional?: true;
    };

/** How the admin's details of a lead show the value; `option` shows a choice's label. */
export type AdminShow = 'text' | 'date' | 'option';

export interface LeadField {
  /** The table's column (src/lib/leads/lead-fields.ts holds it to the generated schema). */
  readonly column: string;
  /** What staff read: the admin's details, the CSV header and the notice line, unless they say otherwise. */
  readonly label: string;
  /** The most characters the column's CHECK constraint allows (tests/db/schema-constants.test.ts). */
  readonly maxLength?: number;
  readonly options?: readonly FieldOption[];
  readonly form?: FormInput;
  /** Present: a fact of the admin's details, under `label` when given. */
  readonly admin?: { readonly show: AdminShow; readonly label?: string };
  /** A column of the CSV export, headed by the label. */
  readonly csv?: true;
  /** Present: in the notice mail, a line of the fields block or free text quoted below it. */
  readonly notice?: { readonly as: 'line' | 'block'; readonly label?: string };
}

/** The columns with a length limit and their limits, as the CHECK constraints state them. */
export function lengthLimits<const Fields extends readonly LeadField[]>(
  fields: Fields,
): { [Field in Fields[number] as Field extends { maxLength: number } ? Field['column'] : never]: number } {
  return Object.fromEntries(
    fields.flatMap((field) => (field.maxLength === undefined ? [] : [[field.column, field.maxLength]])),
  ) as never;
}

/** The field's label on its form: the form's own where it says more, else the description's. */
export function formLabel(field: LeadField): string {
  return field.form?.label ?? field.label;
}

/** Each form field's label (formLabel), by its key in the form's state. */
export function formLabels<const Fields extends readonly LeadField[]>(
  fields: Fields,
): {
  [
    Field in Fields[number] as Field extends { form: { key: infer Key extends string } } ? Key : never
  ]: string;
} {
  return Object.fromEntries(
    fields.flatMap((field) => (field.form === undefined ? [] : [[field.form.key, formLabel(field)]])),
  ) as never;
}

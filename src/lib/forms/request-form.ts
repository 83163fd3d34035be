/**
 * The request-access form's state, derived from the onboarding_requests description
 * (supabase/functions/_shared/access-request-fields.ts): its text fields and selects, which step
 * asks for what, and the empty form. A field described there is typed, kept, checked and sent without a word here.
 */
import { ACCESS_REQUEST_DESCRIPTION } from '../leads/lead-fields.ts';
import { textFieldsOf, type TextDescribedOf } from './described-fields.ts';

type Described = (typeof ACCESS_REQUEST_DESCRIPTION)[number];
/** A column the visitor types into. */
export type TextDescribed = TextDescribedOf<Described>;
/** A column chosen from its options. */
export type SelectDescribed = Extract<Described, { readonly form: { readonly kind: 'select' } }>;

export type RequestTextField = TextDescribed['form']['key'];
export type RequestSelectField = SelectDescribed['form']['key'];

/** Each select's value: one of its options, or '' while none is chosen. */
type SelectValues = {
  [Field in SelectDescribed as Field['form']['key']]: Field['options'][number]['value'] | '';
};

export type RequestForm = Record<RequestTextField, string> &
  SelectValues & {
    interests: readonly string[];
    /** The honeypot: people never see it, so a value there was typed by a bot. */
    website: string;
  };

/** A field that shows its own problem: the typed ones and the selects (interests are free to leave). */
export type RequestField = RequestTextField | RequestSelectField;

/** The typed fields in the form's order, with their description. */
export const REQUEST_TEXT_FIELDS: readonly TextDescribed[] = textFieldsOf(ACCESS_REQUEST_DESCRIPTION);

/** The selects in the form's order, with their description. */
export const REQUEST_SELECT_FIELDS: readonly SelectDescribed[] = ACCESS_REQUEST_DESCRIPTION.filter(
  (field): field is SelectDescribed => 'form' in field && field.form.kind === 'select',
);

/** The select's value when `value` is one of its options, else ''. */
export function selectValue<Field extends RequestSelectField>(
  field: Field,
  value: unknown,
): RequestForm[Field] {
  const described = REQUEST_SELECT_FIELDS.find((candidate) => candidate.form.key === field);
  const options: readonly { value: string }[] = described?.options ?? [];
  return (options.find((option) => option.value === value)?.value ?? '') as RequestForm[Field];
}

export const EMPTY_REQUEST_FORM: RequestForm = {
  ...(Object.fromEntries(REQUEST_TEXT_FIELDS.map(({ form }) => [form.key, ''])) as Record<
    RequestTextField,
    string
  >),
  ...(Object.fromEntries(REQUEST_SELECT_FIELDS.map(({ form }) => [form.key, ''])) as SelectValues),
  interests: [],
  website: '',
};

function stepFields(step: 1 | 2): readonly RequestField[] {
  return ACCESS_REQUEST_DESCRIPTION.flatMap((field) =>
    'form' in field && field.form.step === step && field.form.kind !== 'choices'
      ? [field.form.key as RequestField]
      : [],
  );
}

/** Each step's fields that show a problem, in the form's order. */
export const STEP_FIELDS = { 1: stepFields(1), 2: stepFields(2) } as const;

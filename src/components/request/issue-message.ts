/** The toast for each kind of refusal, in the exact words of docs/product.md#request-access-form. */
import { REQUEST_ACCESS, type ToastMessage } from '../../data/request-access.ts';
import { REQUEST_SELECT_FIELDS, type RequestField } from '../../lib/forms/request-form.ts';
import type { RequestIssue } from '../../lib/forms/request-validation.ts';

const { messages, fields } = REQUEST_ACCESS;

export function issueMessage(issue: RequestIssue): ToastMessage {
  switch (issue.kind) {
    case 'missing':
      return messages.missingFields;
    case 'invalid-email':
      return messages.invalidEmail;
    case 'missing-size':
      return messages.missingSize;
    case 'invalid-phone':
      return messages.invalidPhone;
    case 'too-long':
      return messages.tooLong(fields[issue.fields[0]], issue.limit);
  }
}

/** The fields chosen from a list rather than typed: their missing value is chosen, not entered. */
const CHOSEN: ReadonlySet<RequestField> = new Set(REQUEST_SELECT_FIELDS.map(({ form }) => form.key));

/** The short words beside a field about its own problem, or undefined when it has none. */
export function fieldMessageText(
  issues: ReadonlyMap<RequestField, RequestIssue>,
  field: RequestField,
): string | undefined {
  const issue = issues.get(field);
  if (!issue) return undefined;
  const words = REQUEST_ACCESS.fieldMessages;
  switch (issue.kind) {
    case 'missing':
    case 'missing-size':
      return (CHOSEN.has(field) ? words.choose : words.missing)(fields[field]);
    case 'invalid-email':
      return words.invalidEmail;
    case 'invalid-phone':
      return words.invalidPhone;
    case 'too-long':
      return words.tooLong(issue.limit);
  }
}

/** The id of the message beside a field, which the field names as its description. */
export function fieldMessageId(field: string): string {
  return `${fieldId(field)}-message`;
}

/** The id of a field's control, so a refusal can move focus to it. */
export function fieldId(field: string): string {
  return `request-${field}`;
}

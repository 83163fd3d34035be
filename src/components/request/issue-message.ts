/** The toast for each kind of refusal, in the exact words of SPEC sections 5 and 8. */
import { REQUEST_ACCESS, type ToastMessage } from '../../data/request-access.ts';
import type { RequestIssue } from '../../lib/request-validation.ts';

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

/** The id of a field's control, so a refusal can move focus to it. */
export function fieldId(field: string): string {
  return `request-${field}`;
}

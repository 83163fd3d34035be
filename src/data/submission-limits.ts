/**
 * What the public forms say when the database's submission limits refuse a send (HTTP 429, see the
 * submission_limits migration; docs/product.md#submission-limits). The form keeps everything typed,
 * so the message only asks the visitor to wait. The window is an operator setting, so no duration
 * is promised.
 */
import type { ToastMessage } from './request-access.ts';

export const SUBMISSION_LIMITED: Record<'contact' | 'request', ToastMessage> = {
  contact: {
    title: 'Too many messages',
    description:
      'We have received several messages from you in a short time. Please wait a while and try again; your message is still here.',
  },
  request: {
    title: 'Too many requests',
    description:
      'We have received several requests from you in a short time. Please wait a while and try again; your answers are still here.',
  },
};

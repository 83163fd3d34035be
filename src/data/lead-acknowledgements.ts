/**
 * The words of the mails a visitor gets from the lead desk (docs/product.md#answering-leads): the
 * acknowledgement of each contact message and access request, in the display mode the visitor
 * used, and the fixed subject of the desk's replies. The Edge Function bundles this file with
 * supabase/functions/_shared/visitor-mail.ts, which renders it, so it imports only plain data
 * (no Node, Deno or Astro API): the site's name from ./site.ts. What the visitor typed appears here only as the cleaned first
 * name of the greeting: no subject carries visitor text, and no mail quotes their message.
 */

import { SITE } from './site.ts';
import type { DualText, Mode } from './types.ts';

export type AcknowledgementForm = 'contact_messages' | 'onboarding_requests';

const MAIL_BRAND = SITE.name;

export interface AcknowledgementCopy {
  subject: string;
  /** The opening line when a first name is left after cleaning. */
  greeting(firstName: string): string;
  /** The opening line without one. */
  greetingWithoutName: string;
  /** The paragraphs after the greeting. */
  paragraphs: readonly string[];
  /** The closing lines, one per line. */
  signOff: readonly string[];
}

const SIGN_OFF = {
  faith: ['Grace and peace,', `The ${MAIL_BRAND} team`],
  secular: ['Best wishes,', `The ${MAIL_BRAND} team`],
} as const satisfies Record<Mode, readonly string[]>;

const ANSWER_HERE = 'If there is anything you would like to add, simply reply to this email.';
const NOT_YOU = 'If you did not write to us, you can ignore this email: we will not add you to any list.';

/**
 * One form's acknowledgement in each mode: every one opens with the visitor's first name (or
 * without) and ends with NOT_YOU and the mode's sign-off; `words` picks the mode's wording.
 */
function inEachMode(
  subject: string,
  paragraphs: (words: (text: DualText) => string) => readonly string[],
): Readonly<Record<Mode, AcknowledgementCopy>> {
  const copy = (mode: Mode): AcknowledgementCopy => ({
    subject,
    greeting: (firstName) => `Hello ${firstName},`,
    greetingWithoutName: 'Hello,',
    paragraphs: [...paragraphs((text) => text[mode]), NOT_YOU],
    signOff: SIGN_OFF[mode],
  });
  return { faith: copy('faith'), secular: copy('secular') };
}

export const ACKNOWLEDGEMENTS: Readonly<
  Record<AcknowledgementForm, Readonly<Record<Mode, AcknowledgementCopy>>>
> = {
  contact_messages: inEachMode(`We received your message to ${MAIL_BRAND}`, (words) => [
    `Thank you for reaching out to ${MAIL_BRAND}. Your message has reached our team, and one of us will get back to you soon.`,
    `We would love to hear how we can ${words({ faith: 'serve your ministry', secular: 'support your organization' })}. ${ANSWER_HERE}`,
  ]),
  onboarding_requests: inEachMode(`We received your request for access to ${MAIL_BRAND}`, (words) => [
    `Thank you for your interest in ${MAIL_BRAND}. We have received your request for access, and one of us will be in touch soon to set up your ${words({ faith: 'ministry’s', secular: 'organization’s' })} space and walk you through it.`,
    `In the meantime, we would be glad to hear about your ${words({ faith: 'congregation', secular: 'team' })} and what you hope to do with ${MAIL_BRAND}. ${ANSWER_HERE}`,
  ]),
};

/** Each reply's subject: fixed per form, so that no visitor text is ever in a header. */
export const REPLY_SUBJECTS: Readonly<Record<AcknowledgementForm, string>> = {
  contact_messages: `Re: your message to ${MAIL_BRAND}`,
  onboarding_requests: `Re: your request for access to ${MAIL_BRAND}`,
};

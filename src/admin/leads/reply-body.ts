/**
 * A reply as the form sends it and a template as the settings store it: trimmed, not blank, within
 * the CHECK constraints' limits (ANSWER_LIMITS), counted as notes are (./note-body.ts). The
 * database refuses the same.
 */
import { ANSWER_LIMITS } from '../../lib/db/lead-answers.ts';
import { REPLY_TEXT, TEMPLATES_TEXT } from './answer-strings.ts';

export type TextCheck = { ok: true; text: string } | { ok: false; message: string };

function checkText(text: string, max: number, empty: string, tooLong: (max: number) => string): TextCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: empty };
  // Code points, as Postgres's char_length counts them.
  if ([...trimmed].length > max) return { ok: false, message: tooLong(max) };
  return { ok: true, text: trimmed };
}

export const checkReply = (text: string) =>
  checkText(text, ANSWER_LIMITS.reply, REPLY_TEXT.empty, REPLY_TEXT.tooLong);

export const checkTemplateName = (text: string) =>
  checkText(text, ANSWER_LIMITS.templateName, TEMPLATES_TEXT.nameEmpty, TEMPLATES_TEXT.nameTooLong);

export const checkTemplateBody = (text: string) =>
  checkText(text, ANSWER_LIMITS.templateBody, TEMPLATES_TEXT.bodyEmpty, TEMPLATES_TEXT.bodyTooLong);

/**
 * The text of a lead notice, rendered from the lead row at send time, so the outbox never holds
 * a copy of what the visitor wrote. Plain text only: nothing a visitor typed can become markup in
 * a staff member's mail program. The reply address is the visitor's, so answering is one click.
 */
import type { LeadForm } from './outbox.ts';

export interface NoticeMail {
  subject: string;
  text: string;
  replyTo?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Line breaks and control characters would let a name forge extra header lines. */
const oneLine = (value: unknown): string =>
  text(value)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();

function field(label: string, value: unknown): string | null {
  const shown = text(value).trim();
  return shown ? `${label}: ${shown}` : null;
}

export function renderNoticeMail(form: LeadForm, lead: Record<string, unknown>): NoticeMail {
  const email = oneLine(lead.email);
  const replyTo = email ? { replyTo: email } : {};
  if (form === 'contact_messages') {
    return {
      subject: `New contact message from ${oneLine(lead.name)}`,
      text: [
        field('Name', lead.name),
        field('Email', email),
        field('Received', lead.created_at),
        '',
        text(lead.message),
        '',
        'Open the admin dashboard to answer it and change its status.',
      ]
        .filter((line) => line !== null)
        .join('\n'),
      ...replyTo,
    };
  }
  const name = `${oneLine(lead.first_name)} ${oneLine(lead.last_name)}`.trim();
  return {
    subject: `New access request from ${name} (${oneLine(lead.organization_name)})`,
    text: [
      field('Name', name),
      field('Email', email),
      field('Organization', lead.organization_name),
      field('Type', lead.organization_type),
      field('Size', lead.organization_size),
      field('Interests', lead.main_goal),
      field('Phone', lead.phone),
      field('Comments', lead.comments),
      field('Received', lead.created_at),
      '',
      'Open the admin dashboard to follow it up.',
    ]
      .filter((line) => line !== null)
      .join('\n'),
    ...replyTo,
  };
}

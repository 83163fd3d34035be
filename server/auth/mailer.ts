/**
 * Auth's mails (an invitation, a password reset), rendered from supabase/templates the way GoTrue
 * renders them: Go template variables, HTML-escaped. Only the variables our templates can use
 * exist here; a template naming another fails at start, not in a mail.
 */
import type { AuthProjectConfig, EmailAction } from './project-config.ts';

export interface AuthMail {
  to: string;
  subject: string;
  html: string;
}

/** Sends one mail; absent where no SMTP settings are given, as GoTrue's no-op mailer. */
export type SendAuthMail = (mail: AuthMail) => Promise<void>;

export interface TemplateData {
  /** This server's GET /auth/v1/verify link, as GoTrue's default templates use it. */
  ConfirmationURL: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  Token: string;
  TokenHash: string;
}

const VARIABLE = /\{\{\s*\.([A-Za-z]+)\s*\}\}/g;
const KNOWN = new Set<string>(['ConfirmationURL', 'SiteURL', 'RedirectTo', 'Email', 'Token', 'TokenHash']);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Throws, naming the template, when one uses a variable this server does not fill. */
export function checkTemplates(templates: AuthProjectConfig['templates']): void {
  for (const [action, { html }] of Object.entries(templates)) {
    for (const [, name] of html.matchAll(VARIABLE)) {
      if (!KNOWN.has(name ?? '')) {
        throw new Error(
          `supabase/templates: the ${action} mail uses {{ .${name} }}, which the local backend does not fill`,
        );
      }
    }
  }
}

export function renderAuthMail(
  templates: AuthProjectConfig['templates'],
  action: EmailAction,
  data: TemplateData,
): AuthMail {
  const { subject, html } = templates[action];
  return {
    to: data.Email,
    subject,
    html: html.replace(VARIABLE, (_, name: keyof TemplateData) => escapeHtml(data[name])),
  };
}

/**
 * The one-time tokens of emailed links, kept as GoTrue keeps them: the hash of the address and a
 * six-digit code (sha224, hex) in auth.users' confirmation_token (invites) or recovery_token
 * (resets), with when it was sent. A link works once and until otp_expiry has passed. Times come
 * from the server's clock, which tests move.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { EmailAction } from './project-config.ts';

const COLUMNS: Record<EmailAction, { token: string; sentAt: string }> = {
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

/** GoTrue's mailer_otp_length default. */
const OTP_DIGITS = 6;

/** GoTrue's GenerateOtp and GenerateTokenHash. */
export function newEmailToken(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  return {
    otp,
    hash: createHash('sha224')
      .update(email + otp)
      .digest('hex'),
  };
}

export async function storeEmailToken(
  db: Queryable,
  userId: string,
  action: EmailAction,
  hash: string,
  nowSeconds: number,
): Promise<void> {
  const { token, sentAt } = COLUMNS[action];
  const invited = action === 'invite' ? ', invited_at = to_timestamp($3::float8)' : '';
  await db.query(
    `update auth.users set ${token} = $2, ${sentAt} = to_timestamp($3::float8)${invited}, updated_at = now()
      where id = $1::uuid`,
    [userId, hash, nowSeconds],
  );
}

/** Seconds since the last mail of this kind went to the user, or undefined if none did. */
export async function secondsSinceSent(
  db: Queryable,
  userId: string,
  action: EmailAction,
  nowSeconds: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ ago: number | null }>(
    `select ($2::float8 - extract(epoch from ${COLUMNS[action].sentAt}))::float8 as ago from auth.users where id = $1::uuid`,
    [userId, nowSeconds],
  );
  return rows[0]?.ago ?? undefined;
}

/**
 * Uses up the token: the user it belongs to, if it is still good, with the token cleared so that
 * the link works once. An invitation also confirms the address, a reset an unconfirmed one.
 */
export async function takeEmailToken(
  db: Queryable,
  action: EmailAction,
  hash: string,
  nowSeconds: number,
  expirySeconds: number,
): Promise<string | undefined> {
  const { token, sentAt } = COLUMNS[action];
  const { rows } = await db.query<{ id: string }>(
    `update auth.users
        set ${token} = '', email_confirmed_at = coalesce(email_confirmed_at, to_timestamp($2::float8)), updated_at = now()
      where ${token} = $1 and ${token} <> '' and ${sentAt} > to_timestamp($2::float8 - $3::float8)
      returning id::text`,
    [hash, nowSeconds, expirySeconds],
  );
  return rows[0]?.id;
}

/** A changed password ends every link that was out (GoTrue's UpdatePassword). */
export async function clearEmailTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = '', confirmation_sent_at = null,
            recovery_token = '', recovery_sent_at = null where id = $1::uuid`,
    [userId],
  );
}

/**
 * Password hashing as GoTrue stores it in auth.users.encrypted_password: bcrypt, cost 10, `$2a$`
 * prefix (bcryptjs writes `$2b$`, the same algorithm; the prefix is rewritten so a dump moves
 * between this backend and Supabase unchanged). Strength rules and messages are GoTrue's.
 */
import { randomBytes } from 'node:crypto';
import { compare, genSalt, hash } from 'bcryptjs';
import {
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
  passwordWeakness,
} from '../../src/lib/auth/password-rules.ts';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue's cost. Tests that sign in hundreds of times pass a lower one (AuthOptions.passwordHashCost). */
export const BCRYPT_COST = 10;

export async function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  const salt = (await genSalt(cost)).replace(/^\$2b\$/, '$2a$');
  return hash(password, salt);
}

/** A hash of a random password nobody knows: GoTrue's for users without one (an invitation's). */
export function randomPasswordHash(cost = BCRYPT_COST): Promise<string> {
  return hashPassword(randomBytes(48).toString('base64url'), cost);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of nobody's password at this cost, compared against when the email is unknown, so an
 * unknown address takes as long as a wrong password.
 */
export function dummyHash(cost = BCRYPT_COST): Promise<string> {
  let made = dummyHashes.get(cost);
  if (!made) {
    made = randomPasswordHash(cost);
    dummyHashes.set(cost, made);
  }
  return made;
}

export async function verifyPassword(password: string, encrypted: string | null): Promise<boolean> {
  if (!encrypted || !encrypted.startsWith('$2')) return false;
  try {
    return await compare(password, encrypted);
  } catch {
    return false;
  }
}

/**
 * GoTrue's checkPasswordStrength with config.toml's minimum length, and its answer for a leaked
 * password given to one on our list of common ones, or to the account's own address.
 */
export function passwordProblem(password: string, email = ''): AuthError | undefined {
  switch (passwordWeakness(password, email)) {
    case 'too_long':
      return badRequest(
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      );
    case 'length':
      return new AuthError(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        ['length'],
      );
    case 'guessable':
      return new AuthError(
        422,
        'weak_password',
        'Password is known to be weak and easy to guess, please choose a different one.',
        ['pwned'],
      );
    default:
      return undefined;
  }
}

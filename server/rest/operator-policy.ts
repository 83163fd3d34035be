/**
 * Operators the public API roles may not use. The site never filters by regular expression, and
 * a regex is the one filter whose cost has no bound in its size (a back-reference can take
 * minutes; see the statement deadline in execute.ts for everything else), so `match` and
 * `imatch` are refused for `anon` and `authenticated` before any SQL is built. The service role
 * (trusted server code) keeps them.
 */
import { RestError } from './errors.ts';
import type { Condition, Operator } from './query-params.ts';

const API_ROLES = new Set(['anon', 'authenticated']);
const REFUSED_FOR_API_ROLES: ReadonlySet<Operator> = new Set(['match', 'imatch']);

function firstRefused(conditions: readonly Condition[]): Operator | undefined {
  for (const condition of conditions) {
    if (condition.kind === 'filter') {
      if (REFUSED_FOR_API_ROLES.has(condition.operator)) return condition.operator;
    } else {
      const nested = firstRefused(condition.children);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Throws PostgREST's 400 for a filter the caller's role may not use. */
export function checkOperators(conditions: readonly Condition[], role: string): void {
  if (!API_ROLES.has(role)) return;
  const operator = firstRefused(conditions);
  if (operator) {
    throw new RestError(
      400,
      'PGRST100',
      `The "${operator}" operator is not available to the ${role} role`,
      'Regular-expression filters are refused for the API roles: their cost has no bound.',
      'Filter with eq, neq, gt, gte, lt, lte, like, ilike, is or in',
    );
  }
}

/**
 * A database function's jsonb answer (or a field of one) as an object whose fields are still to be
 * checked; null when it is not an object.
 */
export function jsonObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

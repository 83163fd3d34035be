/**
 * Valid rows for the two public forms with only their required columns, as a visitor inserts
 * them; each caller brings its own email, since the per-email limits count by it.
 */

export function contactRow(email: string) {
  return { name: 'Ruth Miller', email, message: 'Could you tell us more about volunteer scheduling?' };
}

export function requestRow(email: string) {
  return {
    first_name: 'Ruth',
    last_name: 'Okafor',
    email,
    organization_name: 'Riverside Food Bank',
    organization_type: 'secular',
    organization_size: '11-50 employees',
  };
}

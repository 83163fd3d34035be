/**
 * How many months a lead (a contact message or an access request) is kept before the database
 * deletes it: the one number behind the privacy policy's promise and the retention setting the
 * migration writes (src/lib/db/constants.ts re-exports it; tests/db/schema-constants.test.ts
 * compares it with private.lead_desk_settings).
 */
export const DEFAULT_RETENTION_MONTHS = 24;

/** Shapes of generated values, for asserting whole results whose ids and times vary per run. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A timestamptz as Postgres writes it in JSON for a UTC database. */
export const PG_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

/**
 * PostgREST's words for "one row" (docs/product.md#calls-to-the-backend: the single post is a
 * select of exactly one row), shared by postgrest-js's `.single()` calls and the plain fetch of the
 * blog's freshness check, which must stay free of postgrest-js.
 */

/** The Accept header that asks for one object instead of an array, as `.single()` sends it. */
export const SINGLE_ROW_ACCEPT = 'application/vnd.pgrst.object+json';

/** The code of the 406 answer when that one row does not exist. */
export const NO_ROWS_CODE = 'PGRST116';

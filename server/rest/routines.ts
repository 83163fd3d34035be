/**
 * PostgREST's routine cache, reduced to what `/rpc/<function>` needs: the functions of `public`
 * with a name, their input parameters (name, type, whether a default makes them optional),
 * volatility and what they return. Read from pg_catalog inside the request's transaction, like
 * the tables (schema.ts), so a migration is visible at once. Picking one of a name's overloads
 * for the argument names given follows PostgREST's findProc (src/PostgREST/Plan.hs).
 */
import type { Queryable } from '../db/database.ts';
import { RestError } from './errors.ts';

export interface RoutineParam {
  /** '' for an unnamed parameter. */
  name: string;
  /** The type as format_type prints it, usable in a column definition list. */
  type: string;
  required: boolean;
  variadic: boolean;
}

/** What the call answers: nothing, one value, a set of values, one row, or a set of rows. */
export type RoutineReturns = 'void' | 'scalar' | 'setof-scalar' | 'composite' | 'setof-composite';

export interface Routine {
  name: string;
  params: RoutineParam[];
  /** Stable and immutable functions may run in a read-only transaction. */
  volatile: boolean;
  returns: RoutineReturns;
}

interface CatalogRow {
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  returns_void: boolean;
  returns_composite: boolean;
  input_count: number;
  default_count: number;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  all_arg_types: string[] | null;
}

/** Input parameters in order: IN, INOUT and VARIADIC ones (OUT and TABLE columns are results). */
function inputParams(row: CatalogRow): RoutineParam[] {
  const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
  const types = row.all_arg_types ?? row.arg_types;
  const inputs = modes.flatMap((mode, index) =>
    ['i', 'b', 'v'].includes(mode)
      ? [{ name: row.arg_names?.[index] ?? '', type: types[index] ?? 'text', variadic: mode === 'v' }]
      : [],
  );
  const firstOptional = inputs.length - row.default_count;
  return inputs.map((param, index) => ({ ...param, required: index < firstOptional }));
}

function returnsOf(row: CatalogRow): RoutineReturns {
  if (row.returns_void) return 'void';
  if (row.returns_composite) return row.returns_set ? 'setof-composite' : 'composite';
  return row.returns_set ? 'setof-scalar' : 'scalar';
}

/** Every function of `public` called `name` (its overloads); none when there is no such function. */
export async function describeRoutines(db: Queryable, name: string): Promise<Routine[]> {
  const { rows } = await db.query<CatalogRow>(
    `select p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::pg_catalog.regtype as returns_void,
            (t.typtype = 'c' or p.prorettype = 'pg_catalog.record'::pg_catalog.regtype) as returns_composite,
            p.pronargs as input_count, p.pronargdefaults as default_count,
            p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select pg_catalog.format_type(type_oid, null)
                    from unnest(p.proargtypes::oid[]) with ordinality as a (type_oid, position)
                   order by position) as arg_types,
            case when p.proallargtypes is null then null
                 else array(select pg_catalog.format_type(type_oid, null)
                              from unnest(p.proallargtypes) with ordinality as a (type_oid, position)
                             order by position) end as all_arg_types
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => ({
    name: row.name,
    params: inputParams(row),
    volatile: row.volatility === 'v',
    returns: returnsOf(row),
  }));
}

/** How the arguments arrived: a JSON body (POST) or the query string (GET and HEAD). */
export type ArgumentSource = 'body' | 'query';

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((key) => b.has(key));

/** PostgREST's matchesParams: every required parameter given, nothing given that is not a parameter. */
function matchesArguments(routine: Routine, keys: Set<string>): boolean {
  if (routine.params.length === 0) return keys.size === 0;
  const required = new Set(routine.params.filter((param) => param.required).map((param) => param.name));
  const optional = new Set(routine.params.filter((param) => !param.required).map((param) => param.name));
  const givenRequired = new Set([...keys].filter((key) => !optional.has(key)));
  return sameSet(givenRequired, required);
}

/** A function of one unnamed json or jsonb parameter takes a POST body whole. */
function takesWholeBody(routine: Routine, source: ArgumentSource): boolean {
  const [only, ...rest] = routine.params;
  return source === 'body' && rest.length === 0 && only?.name === '' && ['json', 'jsonb'].includes(only.type);
}

function describeKeys(keys: string[], prefix: string): string {
  if (keys.length === 0) return ' without parameters';
  return `${prefix}${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
}

/** PostgREST's PGRST202, worded as its Error.hs words it (without the fuzzy "Perhaps you meant" hint). */
export function routineNotFound(name: string, keys: string[], source: ArgumentSource): RestError {
  const sorted = [...keys].sort();
  const qualified = `public.${name}`;
  const message = `Could not find the function ${qualified}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`;
  const unnamed = source === 'body' ? ' or with a single unnamed json/jsonb parameter' : '';
  const details = `Searched for the function ${qualified}${describeKeys(sorted, ' with parameter')}${unnamed}, but no matches were found in the schema cache.`;
  return new RestError(404, 'PGRST202', message, details);
}

function ambiguous(candidates: Routine[]): RestError {
  const signatures = candidates.map(
    (routine) =>
      `public.${routine.name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`,
  );
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * The overload to call for these argument names: one whose parameters they match, else the one
 * taking a whole JSON body. Refuses with PGRST202 (none) or PGRST203 (more than one).
 */
export function pickRoutine(
  name: string,
  overloads: Routine[],
  keys: Set<string>,
  source: ArgumentSource,
): { routine: Routine; wholeBody: boolean } {
  const onlyOne = (candidates: Routine[]) => {
    if (candidates.length > 1) throw ambiguous(candidates);
    return candidates[0];
  };
  const match = onlyOne(overloads.filter((routine) => matchesArguments(routine, keys)));
  if (match) return { routine: match, wholeBody: false };
  const taker = onlyOne(overloads.filter((routine) => takesWholeBody(routine, source)));
  if (taker) return { routine: taker, wholeBody: true };
  throw routineNotFound(name, [...keys], source);
}

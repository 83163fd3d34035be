/**
 * What `supabase gen types` needs to know about one schema, read from the Postgres catalog: its
 * tables and views with their columns, the foreign keys between them, its functions, enums and
 * composite types. Everything is sorted here, so the same schema always gives the same file.
 */
import type { Queryable } from '../../server/db/database.ts';

export interface CatalogColumn {
  name: string;
  /** The type's name as pg_type spells it (`text`, `int4`, `_text` for text[]); a domain's base type. */
  type: string;
  nullable: boolean;
  /** A default value or an identity: the column may be left out of an insert. */
  optionalOnInsert: boolean;
  /** GENERATED ALWAYS (identity or computed): the database writes it, a client never does. */
  writtenByDatabase: boolean;
  /** For a view's column: whether an update through the view may set it. */
  updatable: boolean;
}

export interface CatalogRelationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  /** For a view: whether rows can be inserted, updated and deleted through it. */
  updatable: boolean;
  columns: CatalogColumn[];
  relationships: CatalogRelationship[];
}

export interface CatalogArgument {
  name: string;
  type: string;
  /** i(n), o(ut), b (inout), v(ariadic), t(able), as pg_proc.proargmodes writes them. */
  mode: string;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  arguments: CatalogArgument[];
  returnType: string;
  /** The relation whose row the function returns, when it returns one. */
  returnsRowOf: string | null;
  returnsSet: boolean;
}

export interface CatalogEnum {
  /** Schema and name: a column may use an enum of another schema. */
  schema: string;
  name: string;
  values: string[];
}

export interface CatalogCompositeType {
  name: string;
  attributes: { name: string; type: string }[];
}

export interface Catalog {
  schema: string;
  relations: CatalogRelation[];
  functions: CatalogFunction[];
  enums: CatalogEnum[];
  compositeTypes: CatalogCompositeType[];
}

/** Code-point order, the same on every machine (localeCompare depends on the locale). */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

interface ColumnRow {
  relation: string;
  relkind: string;
  relation_updatable: boolean;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: boolean;
  updatable: boolean;
}

async function readRelations(db: Queryable, schema: string): Promise<CatalogRelation[]> {
  const { rows } = await db.query<ColumnRow>(
    `select c.relname as relation,
            c.relkind::text as relkind,
            (pg_relation_is_updatable(c.oid, false) & 20) = 20 as relation_updatable,
            a.attname as name,
            coalesce(base.typname, t.typname) as type,
            not a.attnotnull as nullable,
            d.adbin is not null and a.attgenerated = '' as has_default,
            a.attidentity::text as identity,
            a.attgenerated <> '' as generated,
            pg_column_is_updatable(c.oid, a.attnum, false) as updatable
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type base on t.typtype = 'd' and base.oid = t.typbasetype
       left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  );
  const relations = new Map<string, CatalogRelation>();
  for (const row of rows) {
    let relation = relations.get(row.relation);
    if (!relation) {
      const kind = row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table';
      relation = {
        name: row.relation,
        kind,
        updatable: row.relation_updatable,
        columns: [],
        relationships: [],
      };
      relations.set(row.relation, relation);
    }
    relation.columns.push({
      name: row.name,
      type: row.type,
      nullable: row.nullable,
      optionalOnInsert: row.has_default || row.identity !== '',
      writtenByDatabase: row.identity === 'a' || row.generated,
      updatable: row.updatable,
    });
  }
  for (const relationship of await readRelationships(db, schema)) {
    relations.get(relationship.relation)?.relationships.push(relationship);
  }
  const sorted = [...relations.values()].sort(byName);
  for (const relation of sorted) {
    relation.columns.sort(byName);
    relation.relationships.sort(
      (a, b) =>
        byName({ name: a.foreignKeyName }, { name: b.foreignKeyName }) ||
        byName({ name: a.referencedRelation }, { name: b.referencedRelation }),
    );
  }
  return sorted;
}

/** Foreign keys from one relation of the schema to another of the same schema, as the CLI lists them. */
async function readRelationships(
  db: Queryable,
  schema: string,
): Promise<(CatalogRelationship & { relation: string })[]> {
  const { rows } = await db.query<CatalogRelationship & { relation: string }>(
    `select fk.conname as "foreignKeyName",
            source.relname as relation,
            target.relname as "referencedRelation",
            array(select attname from unnest(fk.conkey) with ordinality as k(num, ord)
                    join pg_attribute on attrelid = fk.conrelid and attnum = k.num order by k.ord)
              as columns,
            array(select attname from unnest(fk.confkey) with ordinality as k(num, ord)
                    join pg_attribute on attrelid = fk.confrelid and attnum = k.num order by k.ord)
              as "referencedColumns",
            exists (select 1 from pg_constraint u
                     where u.conrelid = fk.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] @> fk.conkey::int2[] and u.conkey::int2[] <@ fk.conkey::int2[])
              as "isOneToOne"
       from pg_constraint fk
       join pg_class source on source.oid = fk.conrelid
       join pg_class target on target.oid = fk.confrelid
      where fk.contype = 'f'
        and source.relnamespace = $1::regnamespace
        and target.relnamespace = $1::regnamespace`,
    [schema],
  );
  return rows;
}

interface FunctionRow {
  oid: number;
  name: string;
  return_type: string;
  returns_row_of: string | null;
  returns_set: boolean;
  defaults: number;
}

interface ArgumentRow {
  oid: number;
  name: string;
  mode: string;
  type: string;
}

/** The functions the API can call: plain functions (no aggregates, procedures or trigger functions). */
async function readFunctions(db: Queryable, schema: string): Promise<CatalogFunction[]> {
  const functions = await db.query<FunctionRow>(
    `select p.oid::int as oid, p.proname as name, rt.typname as return_type,
            rel.relname as returns_row_of, p.proretset as returns_set, p.pronargdefaults::int as defaults
       from pg_proc p
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rel on rel.oid = rt.typrelid and rel.relnamespace = p.pronamespace
      where p.pronamespace = $1::regnamespace and p.prokind = 'f'
        and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    [schema],
  );
  const args = await db.query<ArgumentRow>(
    `select p.oid::int as oid,
            coalesce(p.proargnames[arg.ord], '') as name,
            coalesce(p.proargmodes[arg.ord]::text, 'i') as mode,
            coalesce(base.typname, t.typname) as type
       from pg_proc p
       cross join lateral unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg(type, ord)
       join pg_type t on t.oid = arg.type
       left join pg_type base on t.typtype = 'd' and base.oid = t.typbasetype
      where p.pronamespace = $1::regnamespace
      order by p.oid, arg.ord`,
    [schema],
  );
  return functions.rows.map((fn) => {
    const own = args.rows.filter((arg) => arg.oid === fn.oid);
    // pg_proc counts defaults from the last input argument backwards.
    const inputs = own.filter((arg) => isInput(arg.mode));
    const firstDefault = inputs.length - fn.defaults;
    return {
      name: fn.name,
      arguments: own.map((arg) => ({
        name: arg.name,
        type: arg.type,
        mode: arg.mode,
        hasDefault: isInput(arg.mode) && inputs.indexOf(arg) >= firstDefault,
      })),
      returnType: fn.return_type,
      returnsRowOf: fn.returns_row_of,
      returnsSet: fn.returns_set,
    };
  });
}

export function isInput(mode: string): boolean {
  return mode === 'i' || mode === 'b' || mode === 'v';
}

/** Enums of every user schema: a column of this schema may use one defined elsewhere. */
async function readEnums(db: Queryable): Promise<CatalogEnum[]> {
  const { rows } = await db.query<CatalogEnum>(
    `select n.nspname as schema, t.typname as name,
            array(select enumlabel::text from pg_enum where enumtypid = t.oid order by enumsortorder) as values
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
      where t.typtype = 'e' and n.nspname not in ('pg_catalog', 'information_schema')
      order by n.nspname, t.typname`,
  );
  return rows;
}

async function readCompositeTypes(db: Queryable, schema: string): Promise<CatalogCompositeType[]> {
  const { rows } = await db.query<{ type_name: string; name: string; type: string }>(
    `select t.typname as type_name, a.attname as name, coalesce(base.typname, at.typname) as type
       from pg_type t
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type at on at.oid = a.atttypid
       left join pg_type base on at.typtype = 'd' and base.oid = at.typbasetype
      where t.typnamespace = $1::regnamespace
      order by t.typname, a.attnum`,
    [schema],
  );
  const types = new Map<string, CatalogCompositeType>();
  for (const row of rows) {
    const type = types.get(row.type_name) ?? { name: row.type_name, attributes: [] };
    type.attributes.push({ name: row.name, type: row.type });
    types.set(row.type_name, type);
  }
  return [...types.values()];
}

export async function readCatalog(db: Queryable, schema: string): Promise<Catalog> {
  return {
    schema,
    relations: await readRelations(db, schema),
    functions: await readFunctions(db, schema),
    enums: await readEnums(db),
    compositeTypes: await readCompositeTypes(db, schema),
  };
}

/**
 * The catalog as TypeScript in the shape `supabase gen types typescript` writes: `Json`, the
 * `Database` type (Tables with Row, Insert, Update and Relationships; Views; Functions; Enums;
 * CompositeTypes) and the helper types `Tables<>`, `TablesInsert<>`, `TablesUpdate<>`, `Enums<>`
 * and `CompositeTypes<>`, so supabase-js and postgrest-js type every query from it. Unformatted:
 * the caller runs prettier.
 */
import {
  byName,
  isInput,
  type Catalog,
  type CatalogColumn,
  type CatalogFunction,
  type CatalogRelation,
} from './catalog.ts';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);

/** An object type with nothing in it, as the CLI writes it. */
const NONE = '{ [_ in never]: never }';

const key = (name: string) => JSON.stringify(name);

/** The TypeScript type of a Postgres type, as the CLI maps it (unknown for what it does not know). */
function tsType(pgType: string, catalog: Catalog): string {
  if (pgType === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(pgType)) return 'number';
  if (STRING_TYPES.has(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1), catalog)})[]`;
  const schema = `Database[${key(catalog.schema)}]`;
  const enumType =
    catalog.enums.find((type) => type.name === pgType && type.schema === catalog.schema) ??
    catalog.enums.find((type) => type.name === pgType);
  if (enumType) {
    return enumType.schema === catalog.schema
      ? `${schema}['Enums'][${key(enumType.name)}]`
      : enumType.values.map(key).join(' | ');
  }
  if (catalog.compositeTypes.some((type) => type.name === pgType)) {
    return `${schema}['CompositeTypes'][${key(pgType)}]`;
  }
  const relation = catalog.relations.find((candidate) => candidate.name === pgType);
  if (relation)
    return `${schema}[${key(relation.kind === 'view' ? 'Views' : 'Tables')}][${key(pgType)}]['Row']`;
  return 'unknown';
}

function nullable(type: string, column: { nullable: boolean }): string {
  return column.nullable ? `${type} | null` : type;
}

function objectType(members: string[]): string {
  return members.length === 0 ? NONE : `{ ${members.join('; ')} }`;
}

/** A function taking a table's row as its only argument reads as a computed column of that table. */
function computedColumns(relation: CatalogRelation, catalog: Catalog): string[] {
  return exposedFunctions(catalog)
    .filter((fn) => {
      const inputs = fn.arguments.filter((arg) => isInput(arg.mode));
      return inputs.length === 1 && inputs[0]?.type === relation.name;
    })
    .map((fn) => `${key(fn.name)}: ${tsType(fn.returnType, catalog)} | null`);
}

function columnMembers(relation: CatalogRelation, catalog: Catalog): string[] {
  return relation.columns.map(
    (column) => `${key(column.name)}: ${nullable(tsType(column.type, catalog), column)}`,
  );
}

function rowType(relation: CatalogRelation, catalog: Catalog): string {
  return objectType([...columnMembers(relation, catalog), ...computedColumns(relation, catalog)]);
}

function writeMember(column: CatalogColumn, catalog: Catalog, optional: boolean): string {
  if (column.writtenByDatabase) return `${key(column.name)}?: never`;
  return `${key(column.name)}${optional ? '?' : ''}: ${nullable(tsType(column.type, catalog), column)}`;
}

function relationships(relation: CatalogRelation): string {
  const entries = relation.relationships.map(
    (fk) =>
      `{ foreignKeyName: ${key(fk.foreignKeyName)}; columns: ${JSON.stringify(fk.columns)}; ` +
      `isOneToOne: ${fk.isOneToOne}; referencedRelation: ${key(fk.referencedRelation)}; ` +
      `referencedColumns: ${JSON.stringify(fk.referencedColumns)} }`,
  );
  return `[${entries.join(', ')}]`;
}

function tableType(table: CatalogRelation, catalog: Catalog): string {
  const insert = table.columns.map((column) =>
    writeMember(column, catalog, column.nullable || column.optionalOnInsert),
  );
  const update = table.columns.map((column) => writeMember(column, catalog, true));
  return `{
    Row: ${rowType(table, catalog)}
    Insert: ${objectType(insert)}
    Update: ${objectType(update)}
    Relationships: ${relationships(table)}
  }`;
}

/** A view's columns are all optional and nullable on write, and `never` where the view cannot write. */
function viewType(view: CatalogRelation, catalog: Catalog): string {
  const write = objectType(
    view.columns.map((column) =>
      column.updatable
        ? `${key(column.name)}?: ${tsType(column.type, catalog)} | null`
        : `${key(column.name)}?: never`,
    ),
  );
  const writes = view.updatable ? `Insert: ${write}\n    Update: ${write}\n` : '';
  return `{
    Row: ${rowType(view, catalog)}
    ${writes}Relationships: ${relationships(view)}
  }`;
}

/** The CLI leaves out functions it cannot call with named arguments: all named, or a single unnamed one. */
function exposedFunctions(catalog: Catalog): CatalogFunction[] {
  return catalog.functions.filter((fn) => {
    const inputs = fn.arguments.filter((arg) => isInput(arg.mode));
    return inputs.every((arg) => arg.name !== '') || inputs.length === 1;
  });
}

function functionArgs(fn: CatalogFunction, catalog: Catalog): string {
  const inputs = fn.arguments.filter((arg) => arg.mode === 'i');
  if (inputs.length === 0) return 'Record<PropertyKey, never>';
  return objectType(
    inputs.map((arg) => `${key(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(arg.type, catalog)}`),
  );
}

function functionReturns(fn: CatalogFunction, catalog: Catalog): string {
  const tableColumns = fn.arguments.filter((arg) => arg.mode === 't');
  const relation = catalog.relations.find((candidate) => candidate.name === fn.returnsRowOf);
  let type: string;
  if (tableColumns.length > 0) {
    type = objectType(tableColumns.map((arg) => `${key(arg.name)}: ${tsType(arg.type, catalog)}`));
  } else if (relation) {
    type = objectType(columnMembers(relation, catalog));
  } else {
    type = tsType(fn.returnType, catalog);
  }
  return fn.returnsSet ? `(${type})[]` : type;
}

function functionsType(catalog: Catalog): string {
  const byFunctionName = new Map<string, CatalogFunction[]>();
  for (const fn of exposedFunctions(catalog)) {
    byFunctionName.set(fn.name, [...(byFunctionName.get(fn.name) ?? []), fn]);
  }
  const members = [...byFunctionName].map(([name, overloads]) => {
    const args = overloads.map((fn) => functionArgs(fn, catalog)).join(' | ');
    // Overloads differ in their arguments; the CLI takes the return type of the first.
    return `${key(name)}: { Args: ${args}; Returns: ${functionReturns(overloads[0] as CatalogFunction, catalog)} }`;
  });
  return objectType(members);
}

function schemaType(catalog: Catalog): string {
  const tables = catalog.relations.filter((relation) => relation.kind === 'table');
  const views = catalog.relations.filter((relation) => relation.kind === 'view');
  const enums = catalog.enums.filter((type) => type.schema === catalog.schema).sort(byName);
  return `{
    Tables: ${objectType(tables.map((table) => `${key(table.name)}: ${tableType(table, catalog)}`))}
    Views: ${objectType(views.map((view) => `${key(view.name)}: ${viewType(view, catalog)}`))}
    Functions: ${functionsType(catalog)}
    Enums: ${objectType(enums.map((type) => `${key(type.name)}: ${type.values.map(key).join(' | ') || 'never'}`))}
    CompositeTypes: ${objectType(
      catalog.compositeTypes.map(
        (type) =>
          `${key(type.name)}: ${objectType(
            type.attributes.map(
              (attribute) => `${key(attribute.name)}: ${tsType(attribute.type, catalog)} | null`,
            ),
          )}`,
      ),
    )}
  }`;
}

/** TablesInsert and TablesUpdate: one type, over a table's Insert or its Update member. */
function writeHelper(member: 'Insert' | 'Update'): string {
  const inferred = member.charAt(0);
  return `
export type Tables${member}<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { ${member}: infer ${inferred} }
    ? ${inferred}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { ${member}: infer ${inferred} }
      ? ${inferred}
      : never
    : never
`;
}

/** Enums and CompositeTypes: one type, over a schema's Enums or its CompositeTypes (the CLI's parameter names). */
function namedTypeHelper(group: 'Enums' | 'CompositeTypes', options: string, name: string): string {
  return `
export type ${group}<
  ${options} extends keyof DefaultSchema['${group}'] | { schema: keyof Database },
  ${name} extends ${options} extends { schema: keyof Database }
    ? keyof Database[${options}['schema']]['${group}']
    : never = never,
> = ${options} extends { schema: keyof Database }
  ? Database[${options}['schema']]['${group}'][${name}]
  : ${options} extends keyof DefaultSchema['${group}']
    ? DefaultSchema['${group}'][${options}]
    : never
`;
}

/** The helper types, word for word as the CLI writes them (only the default schema's name varies). */
function helperTypes(schema: string): string {
  return `
type DefaultSchema = Database[Extract<keyof Database, ${key(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof (Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        Database[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? (Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      Database[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

${writeHelper('Insert')}
${writeHelper('Update')}
${namedTypeHelper('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}
${namedTypeHelper('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}`;
}

function constants(catalog: Catalog): string {
  const enums = catalog.enums.filter((type) => type.schema === catalog.schema).sort(byName);
  const members = enums.map((type) => `${key(type.name)}: [${type.values.map(key).join(', ')}]`);
  return `export const Constants = { ${key(catalog.schema)}: { Enums: { ${members.join(', ')} } } } as const\n`;
}

export function renderDatabaseTypes(catalog: Catalog, header: string): string {
  return `${header}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = { ${key(catalog.schema)}: ${schemaType(catalog)} }
${helperTypes(catalog.schema)}
${constants(catalog)}`;
}

/**
 * Finds the statements pg-safeupdate refuses (an UPDATE or DELETE without WHERE) on Postgres's own
 * parser, in scripts, `do` blocks and function bodies (docs/architecture.md#migrations). A statement
 * built at run time is a finding unless its text is literal and names no UPDATE, DELETE, MERGE or WITH.
 */
import { loadModule, parsePlPgSQLSync, parseSync } from 'libpg-query';

await loadModule();

export interface UnsafeWrite {
  /** Where it is: the function or block, then the statement's text. */
  where: string;
  problem: string;
  /** In a function's body (runs when called) or in the script itself (a statement, a `do` block). */
  scope: 'function' | 'script';
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Every object below `node` that holds `key`, with the value it holds there. */
function* nodesOfKind(node: unknown, key: string): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOfKind(item, key);
  } else if (isNode(node)) {
    for (const [name, value] of Object.entries(node)) {
      if (name === key && isNode(value)) yield value;
      yield* nodesOfKind(value, key);
    }
  }
}

/** UPDATE and DELETE without WHERE among already parsed statements. */
function writesWithoutWhere(tree: unknown, where: string, scope: UnsafeWrite['scope']): UnsafeWrite[] {
  const findings: UnsafeWrite[] = [];
  for (const kind of ['UpdateStmt', 'DeleteStmt']) {
    for (const statement of nodesOfKind(tree, kind)) {
      if (statement.whereClause === undefined) {
        const table = isNode(statement.relation) ? String(statement.relation.relname) : '?';
        findings.push({
          where,
          scope,
          problem: `${kind === 'UpdateStmt' ? 'UPDATE' : 'DELETE'} of ${table} without WHERE`,
        });
      }
    }
  }
  return findings;
}

/** The names in a parsed list (a function's name, an option's value). */
function names(tree: unknown): string[] {
  return [...nodesOfKind(tree, 'String')].map((node) => String(node.sval ?? ''));
}

/** The string constants of a parsed expression. */
function literals(tree: unknown): string[] {
  return [...nodesOfKind(tree, 'A_Const')].flatMap((constant) =>
    isNode(constant.sval) ? [String(constant.sval.sval ?? '')] : [],
  );
}

const WRITES_OR_CTES = /\b(update|delete|merge|with)\b/i;

/** A PL/pgSQL expression as SQL: assignments lose their target, expressions become a SELECT. */
function expressionAsSql(query: string, parseMode: number): string {
  if (parseMode === 0) return query;
  const target = parseMode >= 3 ? /^[^:=]*:?=/.exec(query) : null;
  return `select ${target ? query.slice(target[0].length) : query}`;
}

function checkPlpgsql(functionSql: string, name: string, scope: UnsafeWrite['scope']): UnsafeWrite[] {
  const findings: UnsafeWrite[] = [];
  const parsed = parsePlPgSQLSync(functionSql) as unknown;
  const dynamic = new Set<unknown>();
  for (const kind of [
    'PLpgSQL_stmt_dynexecute',
    'PLpgSQL_stmt_dynfors',
    'PLpgSQL_stmt_return_query',
    'PLpgSQL_stmt_open',
  ]) {
    for (const statement of nodesOfKind(parsed, kind)) {
      const text =
        statement.dynquery ??
        (kind === 'PLpgSQL_stmt_return_query' || kind === 'PLpgSQL_stmt_open' ? undefined : statement.query);
      if (!isNode(text) || !isNode(text.PLpgSQL_expr)) continue;
      const expression = text.PLpgSQL_expr;
      dynamic.add(expression);
      const written = literals(
        parseSync(expressionAsSql(String(expression.query), Number(expression.parseMode ?? 0))),
      );
      if (written.length === 0 || written.some((literal) => WRITES_OR_CTES.test(literal))) {
        findings.push({
          where: `${name}: EXECUTE ${String(expression.query)}`,
          scope,
          problem: 'a statement built at run time that may UPDATE or DELETE cannot be checked',
        });
      }
    }
  }
  for (const expression of nodesOfKind(parsed, 'PLpgSQL_expr')) {
    if (dynamic.has(expression)) continue;
    const query = String(expression.query);
    const tree = parseSync(expressionAsSql(query, Number(expression.parseMode ?? 0))) as unknown;
    findings.push(...writesWithoutWhere(tree, `${name}: ${query.replace(/\s+/g, ' ').trim()}`, scope));
  }
  return findings;
}

function optionString(options: unknown, name: string): string[] {
  if (!Array.isArray(options)) return [];
  for (const option of options) {
    const element = isNode(option) && isNode(option.DefElem) ? option.DefElem : undefined;
    if (element?.defname !== name) continue;
    return names(element.arg);
  }
  return [];
}

function functionName(statement: Node): string {
  return names(statement.funcname).join('.');
}

/** Every unsafe write in `sql`, a script of any number of statements (a migration file, say). */
export function findUnsafeWrites(sql: string, source = 'script'): UnsafeWrite[] {
  const findings: UnsafeWrite[] = [];
  // The parser's locations count bytes of UTF-8, not characters.
  const bytes = Buffer.from(sql);
  const { stmts } = parseSync(sql) as { stmts: { stmt: Node; stmt_location?: number; stmt_len?: number }[] };
  for (const { stmt, stmt_location: start = 0, stmt_len: length } of stmts) {
    const text = bytes.subarray(start, length === undefined ? undefined : start + length).toString();
    const create = isNode(stmt.CreateFunctionStmt) ? stmt.CreateFunctionStmt : undefined;
    const block = isNode(stmt.DoStmt) ? stmt.DoStmt : undefined;
    if (create) {
      const name = `${source}: ${functionName(create)}()`;
      const language = optionString(create.options, 'language')[0]?.toLowerCase();
      if (create.sql_body !== undefined) {
        findings.push(...writesWithoutWhere(create.sql_body, name, 'function'));
      } else if (language === 'plpgsql') {
        findings.push(...checkPlpgsql(text, name, 'function'));
      } else if (language === 'sql') {
        const body = optionString(create.options, 'as')[0] ?? '';
        findings.push(...writesWithoutWhere(parseSync(body), name, 'function'));
      }
    } else if (block) {
      const language = optionString(block.args, 'language')[0]?.toLowerCase() ?? 'plpgsql';
      const body = optionString(block.args, 'as')[0] ?? '';
      if (language === 'plpgsql') {
        const quote = '$do_block$';
        findings.push(
          ...checkPlpgsql(
            `create function do_block() returns void language plpgsql as ${quote}${body}${quote}`,
            `${source}: do block`,
            'script',
          ),
        );
      }
    } else {
      findings.push(
        ...writesWithoutWhere(stmt, `${source}: ${text.replace(/\s+/g, ' ').trim().slice(0, 80)}`, 'script'),
      );
    }
  }
  return findings;
}

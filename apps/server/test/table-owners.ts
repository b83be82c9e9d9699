import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * One owner per table: a table of `src/db/schema/` is read and written only in its owning module's `queries.ts`.
 * Other modules fold its rules into their statements through what the owner's service exports (lint keeps them
 * off its queries). This finds every use of a table in a module's file: an import from `db/schema`, and the
 * table's name after FROM, JOIN, INTO or UPDATE in any string or template, or as a whole piece of a `sql`
 * template.
 */

const serverSrc = path.resolve(import.meta.dirname, '../src');
const schemaDir = path.join(serverSrc, 'db/schema');
export const modulesDir = path.join(serverSrc, 'modules');

/** Tables whose module is not their schema file's (by export name): vacations are a module of their own. */
const tableOwners: Record<string, string> = { vacations: 'vacations' };

/**
 * The one file allowed every table: the account's export and import copy every collection row for row, column by
 * column (the document is the schema), so each owner would only hand over its table object.
 */
export const everyTable: Record<string, string> = {
  'transfer/queries.ts': 'the whole-account export and import copy every table row for row',
};

export interface Table {
  /** The export of `db/schema`, e.g. `wellnessEntries`. */
  name: string;
  /** Its name in SQL, e.g. `wellness_entries`. */
  sqlName: string;
  owner: string;
}

export function schemaTables(): Table[] {
  const tables: Table[] = [];
  for (const file of fs.readdirSync(schemaDir)) {
    const base = path.basename(file, '.ts');
    const code = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, name, sqlName] of code.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.push({ name: name!, sqlName: sqlName!, owner: tableOwners[name!] ?? base });
  }
  return tables;
}

export interface TableUse {
  table: Table;
  how: string;
}

const SQL_NAME = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

/** Every use of a table in the code of `file` (a path under `src/modules/`). */
export function tableUses(file: string, code: string, tables: Table[]): TableUse[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const bySql = new Map(tables.map((t) => [t.sqlName, t]));
  const uses: TableUse[] = [];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const fromSchema = (specifier: ts.Expression) => {
    if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return false;
    const target = path.resolve(modulesDir, path.dirname(file), specifier.text);
    return target === schemaDir || target.startsWith(`${schemaDir}${path.sep}`);
  };
  const inSql = (text: string, whole: boolean) => {
    for (const [match, word] of text.matchAll(SQL_NAME)) {
      const table = bySql.get(word!.toLowerCase());
      if (table) uses.push({ table, how: `SQL "${match}"` });
    }
    // A piece of a sql template that is only a table's name; a string that starts as "table alias …".
    const [match, word] =
      (whole ? /^\s*([a-z_]+)\s*$/ : /^\s*([a-z_]+)\s+(?:as\s+)?[a-z]\b/).exec(text) ?? [];
    const table = word ? bySql.get(word) : undefined;
    if (table) uses.push({ table, how: `SQL "${match!.trim()}"` });
  };
  const isSqlTag = (node: ts.Node) => /^sql(\.raw)?$/.test(node.getText(source));

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (fromSchema(node.moduleSpecifier)) {
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings))
          uses.push(...tables.map((table) => ({ table, how: 'import * from db/schema' })));
        else
          for (const element of bindings.elements) {
            const table = byName.get((element.propertyName ?? element.name).getText(source));
            if (table) uses.push({ table, how: 'import from db/schema' });
          }
      }
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const t = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(t)) inSql(t.text, true);
      else for (const piece of [t.head, ...t.templateSpans.map((s) => s.literal)]) inSql(piece.text, true);
      if (ts.isTemplateExpression(t)) for (const span of t.templateSpans) visit(span.expression);
      return;
    }
    if (ts.isCallExpression(node) && isSqlTag(node.expression)) {
      for (const arg of node.arguments)
        if (ts.isStringLiteralLike(arg)) inSql(arg.text, true);
        else visit(arg);
      return;
    }
    if (ts.isStringLiteralLike(node)) inSql(node.text, false);
    else if (ts.isTemplateExpression(node))
      for (const piece of [node.head, ...node.templateSpans.map((s) => s.literal)]) inSql(piece.text, false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The uses of `file` that break the rule, as "file: table (sql name) of <owner>, <how>". */
export function ownershipViolations(file: string, code: string, tables: Table[]): string[] {
  if (file in everyTable) return [];
  const [module, ...rest] = file.split('/');
  const isQueries = rest.join('/') === 'queries.ts';
  return tableUses(file, code, tables)
    .filter(({ table }) => !(isQueries && table.owner === module))
    .map(
      ({ table, how }) =>
        `${file}: ${table.name} (${table.sqlName}) belongs to modules/${table.owner}, ${how}`,
    );
}

/** Every TypeScript file under src/modules/, relative to it. */
export const moduleFiles = (): string[] =>
  fs
    .readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'));

import { getTableColumns, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

const dialect = new PgDialect();

type Row = Record<string, unknown>;

/** A statement of a hot path: its SQL is built once, and run by name wherever the caller is (pool or transaction). */
export interface PreparedStatement<Params extends Record<string, unknown>, Result> {
  readonly name: string;
  run(executor: Database, params: Params): Promise<Result[]>;
}

/**
 * Builds `query` (drizzle `sql` with `sql.placeholder(…)` for the values) into SQL text once, at start-up, and runs
 * it as a named prepared statement: on PostgreSQL each connection parses and plans it once and then only binds
 * values; on PGlite the text is reused. Building query text per request was a fifth of the API's CPU (drizzle's
 * `is()` and query assembly, see README "Throughput"). Rows come back as the database wrote them (timestamps as
 * text, json parsed) and `mapRow` turns each into the caller's shape.
 */
export function preparedStatement<Params extends Record<string, unknown>, Result>(
  name: string,
  query: SQL,
  mapRow: (row: Row) => Result,
  options: { planPerRequest?: boolean } = {},
): PreparedStatement<Params, Result> {
  const built: Query = dialect.sqlToQuery(query);
  // A statement whose best plan depends on its values (a text search: "0000" matches thousands of codes, a whole
  // code one) is sent unnamed, so PostgreSQL plans it for each request's values instead of settling on a generic
  // plan after five runs. It is still one round trip; only the SQL text is built once.
  const statementName = options.planPerRequest ? undefined : name;
  // One prepared query object per session: the pool's lives as long as the app, a transaction's as long as it.
  const bySession = new WeakMap<Database['_']['session'], { execute(params: Params): Promise<unknown> }>();
  return {
    name,
    async run(executor, params) {
      const session = executor._.session;
      let prepared = bySession.get(session);
      if (!prepared) {
        prepared = session.prepareQuery(built, undefined, statementName, false);
        bySession.set(session, prepared);
      }
      const result = (await prepared.execute(params)) as { rows: Row[] };
      return result.rows.map(mapRow);
    },
  };
}

/** A timestamp column or JSON field as the drivers hand it over (text), as a Date. */
export const toDate = (value: unknown): Date => new Date(value as string);

/**
 * A Drizzle query (built with `sql.placeholder(…)` for its values) prepared once per database handle by name, so
 * Drizzle builds its SQL and column mapping once and each request only binds values. For reads outside a
 * transaction; statements that must run inside one use preparedStatement.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  prepare: (db: Database) => { execute(params: Params): Promise<Result> },
): (db: Database, params: Params) => Promise<Result> {
  const byDatabase = new WeakMap<Database, { execute(params: Params): Promise<Result> }>();
  return (db, params) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared.execute(params);
  };
}

/**
 * An INSERT as a preparedStatement: the SQL for a set of columns is built the first time a row with that set comes
 * (a hot path always sets the same ones, so once), and each row's values are turned into what the driver takes the
 * way Drizzle's own insert does (JSON as text, arrays as array literals, dates as ISO text). Columns a row leaves
 * undefined get their defaults, as with Drizzle. `suffix` follows the values: an `on conflict` clause, `returning`.
 */
export function preparedInsert<Table extends PgTable, Result>(
  name: string,
  table: Table,
  suffix: SQL,
  mapRow: (row: Row) => Result,
): { run(executor: Database, row: Table['$inferInsert']): Promise<Result[]> } {
  const columns = getTableColumns(table);
  const statements = new Map<string, PreparedStatement<Record<string, unknown>, Result>>();
  const statementFor = (keys: string[]) => {
    const signature = keys.join(',');
    let statement = statements.get(signature);
    if (!statement) {
      const names = keys.map((key) => sql.identifier(columns[key]!.name));
      const values = keys.map((key) => sql.placeholder(key));
      statement = preparedStatement(
        `${name}_${statements.size + 1}`,
        sql`insert into ${table} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)}) ${suffix}`,
        mapRow,
      );
      statements.set(signature, statement);
    }
    return statement;
  };
  return {
    run(executor, row) {
      const keys = Object.keys(row).filter((key) => (row as Row)[key] !== undefined);
      const values: Row = {};
      for (const key of keys) {
        const column = columns[key];
        if (!column) throw new Error(`${name}: ${key} is not a column of the table`);
        const value = (row as Row)[key];
        values[key] = value === null ? null : column.mapToDriverValue(value);
      }
      return statementFor(keys).run(executor, values);
    },
  };
}

/** A whole table row as a driver returned it (column names), as Drizzle's select would give it (property names). */
export function tableRowOf<Table extends PgTable>(table: Table, raw: Row): Table['$inferSelect'] {
  const row: Row = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}

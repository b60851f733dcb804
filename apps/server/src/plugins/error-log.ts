/** What a database error tells the log: where it failed, never with which values. */
interface DatabaseErrorFacts {
  /** The PostgreSQL SQL state, e.g. 23505 unique_violation. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

// node-postgres and PGlite raise the same DatabaseError shape: a five-character SQL state and a severity.
const sqlState = /^[0-9A-Z]{5}$/;

/** The SQL state, constraint, table and column of a database error anywhere down its cause chain, or null. */
export function databaseFactsOf(error: unknown): DatabaseErrorFacts | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const candidate = current as Error & Partial<DatabaseErrorFacts> & { severity?: unknown };
    if (typeof candidate.code === 'string' && sqlState.test(candidate.code) && candidate.severity !== undefined) {
      const { code, constraint, table, column } = candidate;
      return {
        code,
        ...(constraint ? { constraint } : {}),
        ...(table ? { table } : {}),
        ...(column ? { column } : {}),
      };
    }
    current = current.cause;
  }
  return null;
}

function isQueryError(error: Error): boolean {
  // Drizzle wraps a failed query as "Failed query: <sql> params: <values>" and keeps both as properties.
  return error.constructor.name === 'DrizzleQueryError' || error.message.startsWith('Failed query');
}

/** The class names down the cause chain: DrizzleQueryError > DatabaseError. */
function typeChain(error: Error): string {
  const names: string[] = [];
  for (let current: unknown = error; current instanceof Error && names.length < 5; current = current.cause) {
    names.push(current.constructor.name === 'Error' ? current.name : current.constructor.name);
  }
  return names.join(' > ');
}

/** The stack without its first line, which repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The fields pino's own error serializer writes (type, message, stack), so log readers find them as usual. */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The logger's `err` serializer. A database error's message, detail and Drizzle's `params` embed the values of the
 * request (names, phones, addresses), so for those the log keeps the class, the SQL state and the constraint, table
 * and column it names — enough to find the cause, nothing a customer typed. Other errors keep their message.
 */
export function serializeErrorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const database = databaseFactsOf(error);
  if (database || isQueryError(error)) {
    const message = `database error${database ? ` ${database.code}` : ''}`;
    return { type: typeChain(error), message, ...(database ?? {}), stack: framesOf(error) };
  }
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: typeChain(error),
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: error.stack ?? '',
  };
}

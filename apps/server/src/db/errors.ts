const UNIQUE_VIOLATION = '23505';

/**
 * Postgres' unique-violation code: drivers wrap database errors, so it is on one of the causes.
 * With a constraint name, only a violation of that unique index or constraint counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown };
    if (fields.code === UNIQUE_VIOLATION) {
      return constraint === undefined || fields.constraint === constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs that say the database is down, restarting or failing over, not that the request is
 * wrong: connection exceptions (class 08), an administrator or crash shutdown (57P01, 57P02), a
 * server not accepting connections yet (57P03), too many connections (53300), and a statement
 * cancelled by the statement timeout (57014).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const CONNECTION_EXCEPTION_CLASS = '08';
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The driver's own messages for a connection it lost or could not get in time. */
const CONNECTION_LOSS_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];
const MISSING_DATABASE = '3D000';

/**
 * The database could not be reached or dropped the connection (restart, failover, network):
 * worth a retry, and the client's fault never. Looks through the causes drivers wrap errors in.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (fields) => {
    const { code, message } = fields;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_ERROR_CODES.has(code)) return true;
      if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
    }
    return (
      typeof message === 'string' && CONNECTION_LOSS_MESSAGES.some((known) => known.test(message))
    );
  });
}

/** The database named in the connection string does not exist (yet). */
export function isDatabaseMissing(error: unknown): boolean {
  return someCause(error, (fields) => fields.code === MISSING_DATABASE);
}

interface ErrorFields {
  code?: unknown;
  message?: unknown;
}

/** Tests the error, its causes and the errors it aggregates (a connect to several addresses). */
function someCause(error: unknown, test: (fields: ErrorFields) => boolean, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (test(error as ErrorFields)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (someCause(cause, test, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => someCause(inner, test, depth + 1));
}

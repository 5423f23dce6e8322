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

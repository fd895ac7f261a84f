/**
 * Reading PostgreSQL errors through the drivers (pg, PGlite) and drizzle's wrapping
 * (DrizzleQueryError keeps the driver error as `cause`): the SQLSTATE code and the constraint.
 */

/** The SQLSTATE facts of a database error. */
export interface PgErrorFacts {
  /** SQLSTATE, e.g. `23505` unique_violation. */
  code: string;
  /** Name of the violated constraint or unique index, when the server names one. */
  constraint?: string;
}

/** The SQLSTATE facts of `error` or of one of its causes, or null when it is not a database error. */
export function pgError(error: unknown): PgErrorFacts | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True for a unique violation (23505), of one of `constraints` when given. */
export function isUniqueViolation(error: unknown, constraints?: readonly string[]): boolean {
  const facts = pgError(error);
  return facts?.code === '23505' && (!constraints || (facts.constraint !== undefined && constraints.includes(facts.constraint)));
}

/** Whether PostgreSQL refused a write for a unique constraint (SQLSTATE 23505), seen through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

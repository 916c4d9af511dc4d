// Recognising database errors by SQLSTATE, also when Drizzle wraps the driver's error in `cause`.

function sqlState(error: unknown): { code?: unknown; constraint?: unknown; message?: unknown } | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if (typeof (e as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((e as { code: string }).code)) return e as never;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATE 23505 (unique violation); with `constraint`, only that index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = sqlState(error);
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || String(e.message ?? '').includes(constraint) || String((error as Error).message ?? '').includes(constraint);
}

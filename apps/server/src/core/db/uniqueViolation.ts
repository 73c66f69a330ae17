/** Whether a database error is a unique-index violation (SQLite, PostgreSQL or MySQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(error.message)
  );
}

const SAVE_ATTEMPTS = 3;

/**
 * Runs a save (a whole transaction) again when it hits a unique index while racing another save, up to
 * three times: the next try sees the other's record and refuses with the field's own message, or a value
 * the server generates (a code) moves on.
 */
export async function retryingConflicts<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

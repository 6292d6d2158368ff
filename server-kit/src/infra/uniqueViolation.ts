/**
 * True for a unique-index (or primary-key) violation on either engine:
 * PostgreSQL's SQLSTATE 23505; SQLite's "UNIQUE constraint failed" (the
 * sqlite3 driver gives every constraint the same code, SQLITE_CONSTRAINT,
 * so a NOT NULL, CHECK or foreign-key failure is not mistaken for a
 * duplicate, as it is not on PostgreSQL).
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "23505" || (typeof message === "string" && message.includes("UNIQUE constraint failed"));
};

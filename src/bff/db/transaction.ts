import type { Db } from "./create-db";

/** An open transaction: every write of one request runs in one, so a request's writes all land or none. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction may simply run again. */
const RETRYABLE_CODES = new Set(["40001", "40P01"]);
/** How often a transaction runs before its conflict is the caller's error (ten parallel redemptions of one customer conflict). */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `work` in one transaction, and once more (up to `attempts` in all) when PostgreSQL aborted it
 * for a deadlock or a serialization failure: the other transaction has then committed or rolled
 * back, so the next attempt sees its outcome. Any other error rolls the transaction back and is thrown.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}

/** A deadlock or serialization failure, as the driver throws it or wrapped by Drizzle (`cause`). */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

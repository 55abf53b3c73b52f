import { useMemo, useRef } from "react";

export interface IdempotencyKey {
  /**
   * The key of the customer's current attempt, made on first use. Given the values sent, other
   * values are another attempt with a key of its own (the BFF refuses one key for two bodies).
   */
  current(values?: unknown): string;
  /** The next call is a new attempt (after an answer that settled this one). */
  renew(): void;
}

/**
 * One Idempotency-Key per attempt of a creating call (`RequestOf`'s `idempotencyKey`): a retry
 * after a lost answer or a double click sends the same key, so the BFF writes once.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const attempt = useRef<{ values: string; key: string } | null>(null);
  return useMemo(
    () => ({
      current: (values?: unknown) => {
        const sent = JSON.stringify(values ?? null);
        if (attempt.current?.values !== sent) attempt.current = { values: sent, key: crypto.randomUUID() };
        return attempt.current.key;
      },
      renew: () => {
        attempt.current = null;
      },
    }),
    [],
  );
}

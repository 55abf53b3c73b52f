import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a presented secret with the configured one in constant time (digests of equal length),
 * so neither the content nor the length leaks through timing. No configured secret: never equal.
 */
export function secretMatches(presented: string | null | undefined, configured: string | null | undefined): boolean {
  if (!configured || !presented) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(configured));
}

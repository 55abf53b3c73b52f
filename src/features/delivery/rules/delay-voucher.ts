/**
 * The voucher that carries the delay to the checkout of an alternative car. deals.md names the
 * parameter, not its value; a real product gets the code from the voucher service, this portal
 * derives a stable one from the whole deal id (one per delayed deal: a cut-off id gave two of a
 * customer's deals one code, review round 17), as FNV-1a's 32 bits in base 36.
 */
export function delayVoucherCode(dealId: string): string {
  let hash = 0x811c9dc5;
  for (const char of dealId) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `DELAY-${hash.toString(36).toUpperCase().padStart(7, "0")}`;
}

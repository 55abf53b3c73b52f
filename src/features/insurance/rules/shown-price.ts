import type { Audience } from "@/lib/audience";
import { hasFreeComfortProtection } from "@/features/loyalty/rules/loyalty-rules";
import type { LoyaltyLevel } from "@/features/loyalty/types";
import type { Addon } from "../types";

/** The price a customer is shown: gross for private, net of VAT for business customers (deals.md §6). */
export function shownPrice(addon: Pick<Addon, "pricing">, audience: Audience): number {
  return audience === "b2b" ? addon.pricing.amount.net : addon.pricing.amount.gross;
}

/** The comfort protection shows "kostenlos für Loyalty-Level Black" rather than 0 € (account.md §9). */
export function isFreeForLoyalty(addon: Pick<Addon, "pricing" | "group">, loyaltyLevel: LoyaltyLevel | null): boolean {
  return addon.group === "protection" && addon.pricing.amount.gross === 0 && hasFreeComfortProtection(loyaltyLevel);
}
